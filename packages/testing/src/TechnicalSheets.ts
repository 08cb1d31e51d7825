/**
 * A technical sheet's text as a PDF text layer gives it (an invented amoxicillin sheet in the SmPC
 * layout): a table of contents that repeats headings, a dose at the start of a line, sections
 * 4.1-4.9 and 5.1-5.2, an upper-case top-level heading, frequencies as "Label: terms" lines.
 */
export const FICHA_AMOXICILINA = `FICHA TÉCNICA
ÍNDICE
4.3 Contraindicaciones ........ 2
4.8 Reacciones adversas ........ 4
1. NOMBRE DEL MEDICAMENTO
Amoxicilina 500 mg cápsulas
4. DATOS CLÍNICOS
4.1 Indicaciones terapéuticas
Infecciones bacterianas.
4.2 Posología y forma de administración
Adultos: 500 mg cada 8 horas.
2,5 ml cada 8 horas en niños.
4.3 Contraindicaciones
Hipersensibilidad al principio activo, a cualquiera de las penicilinas o a alguno de los excipientes.
Mononucleosis infecciosa.
4.4 Advertencias y precauciones especiales de empleo
Se han notificado reacciones de hipersensibilidad graves. Puede aparecer colitis pseudomembranosa.
4.5 Interacción con otros medicamentos y otras formas de interacción
Alopurinol: aumenta la probabilidad de reacciones cutáneas. Anticoagulantes orales (warfarina).
4.6 Fertilidad, embarazo y lactancia
Puede utilizarse.
4.8 Reacciones adversas
Las reacciones adversas se clasifican por frecuencia: muy frecuentes (≥1/10), frecuentes (≥1/100 a <1/10), poco frecuentes, raras, muy raras y frecuencia no conocida.
Trastornos gastrointestinales
Frecuentes: diarrea, náuseas.
Poco frecuentes: vómitos.
Trastornos de la piel y del tejido subcutáneo
Frecuentes: exantema cutáneo.
Poco frecuentes: urticaria y prurito.
Muy raras: síndrome de Stevens-Johnson, necrólisis epidérmica tóxica, angioedema.
Trastornos del sistema nervioso
Muy raras: convulsiones, mareo (dependiente de la dosis).
Frecuencia no conocida: cefalea.
4.9 Sobredosis
Síntomas gastrointestinales.
5. PROPIEDADES FARMACOLÓGICAS
5.1 Propiedades farmacodinámicas
La amoxicilina inhibe la síntesis de la pared bacteriana; puede producir diarrea por alteración de la flora intestinal.
5.2 Propiedades farmacocinéticas
Absorción oral.`
