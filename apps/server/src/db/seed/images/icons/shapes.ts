/** Geometry shared by several drawings. */

/** Closed outline of a toothed blade: `n` teeth between radius `inner` and `outer`. */
export function sawTeeth(cx: number, cy: number, outer: number, inner: number, n: number): string {
  const points: string[] = [];
  for (let i = 0; i < n; i++) {
    const a = (i / n) * Math.PI * 2;
    const b = a + (Math.PI * 2) / n / 1.6;
    points.push(pt(cx, cy, inner, a), pt(cx, cy, outer, b - 0.04), pt(cx, cy, outer - 12, b));
  }
  return `M${points.join(' L')} Z`;
}

function pt(cx: number, cy: number, r: number, a: number): string {
  return `${(cx + r * Math.cos(a)).toFixed(1)} ${(cy + r * Math.sin(a)).toFixed(1)}`;
}

/** A ring (donut) as one path, drawn with fill-rule evenodd. */
export function ring(cx: number, cy: number, outer: number, inner: number): string {
  const circle = (r: number) =>
    `M${cx - r} ${cy} a${r} ${r} 0 1 0 ${r * 2} 0 a${r} ${r} 0 1 0 ${-r * 2} 0 Z`;
  return `${circle(outer)} ${circle(inner)}`;
}
