/**
 * The `POST /evaluacion/ficha` HTTP suite over embedded PGlite (in memory, one instance for this
 * file), with documents read by the real pdf.js + tesseract layer.
 */
import { Storage } from "@atalaya/sql"
import { runEvaluacionFichaSuite } from "./suite/evaluacionFichaSuite.js"

runEvaluacionFichaSuite("pglite (in memory)", () => Storage.layerPglite())
