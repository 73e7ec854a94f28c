import { encodePng, type Rgb } from './png';

/** HSL (degrees, 0-1, 0-1) to RGB bytes. */
function hsl(hue: number, saturation: number, lightness: number): Rgb {
  const h = (((hue % 360) + 360) % 360) / 60;
  const chroma = (1 - Math.abs(2 * lightness - 1)) * saturation;
  const x = chroma * (1 - Math.abs((h % 2) - 1));
  const [r, g, b] =
    h < 1 ? [chroma, x, 0] : h < 2 ? [x, chroma, 0] : h < 3 ? [0, chroma, x] : h < 4 ? [0, x, chroma] : h < 5 ? [x, 0, chroma] : [chroma, 0, x];
  const m = lightness - chroma / 2;
  return [Math.round((r + m) * 255), Math.round((g + m) * 255), Math.round((b + m) * 255)];
}

const mix = (a: Rgb, b: Rgb, t: number): Rgb => [
  Math.round(a[0] + (b[0] - a[0]) * t),
  Math.round(a[1] + (b[1] - a[1]) * t),
  Math.round(a[2] + (b[2] - a[2]) * t),
];

/** Deterministic pseudo-random numbers in [0, 1), so the same seed draws the same tile. */
function randomFrom(seed: number): () => number {
  let state = (seed * 2654435761) >>> 0 || 1;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/**
 * A small picture for a demo article: a gradient of its own hue, a plate, and the food on it
 * sprinkled with toppings. Different for every seed; no image files shipped.
 */
export function foodTilePng(seed: number, { width = 192, height = 144 } = {}): Buffer {
  const hue = (seed * 137.508) % 360;
  const random = randomFrom(seed + 1);
  const backgroundFrom = hsl(hue, 0.55, 0.42);
  const backgroundTo = hsl(hue + 30, 0.6, 0.62);
  const plate: Rgb = [247, 245, 240];
  const food = hsl(hue + 180, 0.6, 0.55);
  const dots = Array.from({ length: 7 }, () => {
    const angle = random() * Math.PI * 2;
    const distance = random() * 0.6;
    return { angle, distance, colour: hsl(hue + 120 + random() * 120, 0.7, 0.35 + random() * 0.3) };
  });

  const cx = width / 2;
  const cy = height / 2;
  const plateRadius = Math.min(width, height) * 0.4;
  const foodRadius = plateRadius * 0.68;
  const dotRadius = foodRadius * 0.16;
  const pixels = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let colour = mix(backgroundFrom, backgroundTo, (x / width + y / height) / 2);
      const fromCentre = Math.hypot(x - cx, y - cy);
      // A soft shadow under the plate, then the plate, the food and the toppings, anti-aliased.
      const shadow = Math.min(1, Math.max(0, plateRadius + 4 - Math.hypot(x - cx - 3, y - cy - 4)) / 6);
      colour = mix(colour, [0, 0, 0], shadow * 0.25);
      colour = mix(colour, plate, Math.min(1, Math.max(0, plateRadius - fromCentre + 0.5)));
      colour = mix(colour, food, Math.min(1, Math.max(0, foodRadius - fromCentre + 0.5)));
      for (const dot of dots) {
        const dx = cx + Math.cos(dot.angle) * dot.distance * foodRadius;
        const dy = cy + Math.sin(dot.angle) * dot.distance * foodRadius;
        colour = mix(colour, dot.colour, Math.min(1, Math.max(0, dotRadius - Math.hypot(x - dx, y - dy) + 0.5)));
      }
      const offset = (y * width + x) * 4;
      pixels[offset] = colour[0];
      pixels[offset + 1] = colour[1];
      pixels[offset + 2] = colour[2];
      pixels[offset + 3] = 255;
    }
  }
  return encodePng(width, height, pixels);
}
