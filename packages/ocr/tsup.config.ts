import { packageBuild } from "../../tsup.base.js"

export default packageBuild({
  // Loaded at run time from node_modules, never bundled: the canvas is a native (.node) binary,
  // pdf.js and tesseract.js find their workers, wasm and data files next to their own code.
  external: ["@napi-rs/canvas", "pdfjs-dist", "tesseract.js", "@tesseract.js-data/spa", "@tesseract.js-data/eng", "utif2"]
})
