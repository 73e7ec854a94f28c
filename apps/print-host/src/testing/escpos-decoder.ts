/*
 * Reads captured ESC/POS back as text, independently of the encoder library: commands are
 * skipped by their known lengths, and bytes 0x80-0xFF are mapped through cp858 written out here.
 */

/** cp858 (cp850 with the euro at 0xD5), bytes 0x80 to 0xFF. */
const CP858_HIGH =
  'ÇüéâäàåçêëèïîìÄÅ' +
  'ÉæÆôöòûùÿÖÜø£Ø×ƒ' +
  'áíóúñÑªº¿®¬½¼¡«»' +
  '░▒▓│┤ÁÂÀ©╣║╗╝¢¥┐' +
  '└┴┬├─┼ãÃ╚╔╩╦╠═╬¤' +
  'ðÐÊËÈ€ÍÎÏ┘┌█▄¦Ì▀' +
  'ÓßÔÒõÕµþÞÚÛÙýÝ¯´' +
  '\u00ad±‗¾¶§÷¸°¨·¹³²■\u00a0';

/** Bytes after ESC or GS (or FS) that each command takes. */
const ESC_ARGS: Record<number, number> = {
  0x40: 0, // @ initialise
  0x45: 1, // E bold
  0x4d: 1, // M font
  0x74: 1, // t code page
  0x61: 1, // a align
  0x2d: 1, // - underline
  0x21: 1, // ! print mode
  0x64: 1, // d feed lines
  0x4a: 1, // J feed dots
  0x32: 0, // 2 default line spacing
  0x33: 1, // 3 line spacing
  0x34: 1, // 4 italic
  0x47: 1, // G double strike
  0x70: 3, // p pulse
};
const GS_ARGS: Record<number, number> = {
  0x21: 1, // ! character size
  0x42: 1, // B invert
};

export interface DecodedLine {
  text: string;
  /** Printed in double size (GS ! non-zero) somewhere on the line. */
  large: boolean;
  bold: boolean;
}

export interface DecodedTicket {
  lines: DecodedLine[];
  cuts: number;
  codePages: number[];
}

export function decodeEscPos(bytes: Uint8Array): DecodedTicket {
  const lines: DecodedLine[] = [];
  const codePages: number[] = [];
  let cuts = 0;
  let current: DecodedLine = { text: '', large: false, bold: false };
  let large = false;
  let bold = false;
  const flush = () => {
    lines.push(current);
    current = { text: '', large: false, bold: false };
  };
  for (let i = 0; i < bytes.length; i += 1) {
    const byte = bytes[i]!;
    if (byte === 0x1b) {
      const command = bytes[i + 1]!;
      const args = ESC_ARGS[command];
      if (args === undefined) throw new Error(`unknown ESC command 0x${command.toString(16)}`);
      if (command === 0x74) codePages.push(bytes[i + 2]!);
      if (command === 0x45) bold = bytes[i + 2] === 1;
      i += 1 + args;
    } else if (byte === 0x1d) {
      const command = bytes[i + 1]!;
      if (command === 0x56) {
        // GS V m, and a feed byte for m 65/66.
        cuts += 1;
        i += bytes[i + 2]! >= 65 ? 3 : 2;
        continue;
      }
      const args = GS_ARGS[command];
      if (args === undefined) throw new Error(`unknown GS command 0x${command.toString(16)}`);
      if (command === 0x21) large = bytes[i + 2] !== 0;
      i += 1 + args;
    } else if (byte === 0x1c) {
      i += 1; // FS . (leave Kanji mode) and the like
    } else if (byte === 0x0a) {
      flush();
    } else if (byte === 0x0d) {
      // carriage return: nothing to read
    } else {
      if (byte >= 0x80) current.text += CP858_HIGH[byte - 0x80];
      else current.text += String.fromCharCode(byte);
      if (byte !== 0x20) {
        current.large ||= large;
        current.bold ||= bold;
      }
    }
  }
  if (current.text) flush();
  return { lines, cuts, codePages };
}

/** The lines' text, trimmed, without the blank ones: what a person reads on the paper. */
export const readableLines = (ticket: DecodedTicket): string[] =>
  ticket.lines.map((line) => line.text.trim()).filter(Boolean);
