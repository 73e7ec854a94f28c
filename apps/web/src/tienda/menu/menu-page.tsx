/** Filled in the next commit. */
export function MenuPage({ slug }: { slug: string }) {
  return <main><h1>{slug}</h1></main>;
}
