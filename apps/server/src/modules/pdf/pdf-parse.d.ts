// pdf-parse@1 (tests only) ships no types; its library entry avoids the package's debug main.
declare module 'pdf-parse/lib/pdf-parse.js' {
  const parsePdf: (data: Buffer) => Promise<{ text: string; numpages: number }>;
  export default parsePdf;
}
