// pdf.js ships no types for its worker module; the PDF job only hands it to pdf.js itself.
declare module 'pdfjs-dist/legacy/build/pdf.worker.mjs' {
  export const WorkerMessageHandler: unknown;
}
