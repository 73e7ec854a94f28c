/** Saves text as a file through the browser's download (an object URL on a link with `download`). */
export function downloadTextFile(fileName: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Released after the click's task: the download has taken the Blob by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
