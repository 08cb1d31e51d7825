import { describe, expect, it } from "vitest"
import { Duplicates as D } from "../../src/index.js"

/**
 * Stored flags are checked again when `Duplicates.RULE_VERSION` changes, and only then. These
 * cases exercise every part of the rule (initials written two ways, brands, reaction concepts,
 * near and narrative dates, contradictions, another event, a name written surname first,
 * siblings, an older patient's rough age, a product name cut short, a name written surnames
 * first without a comma, a title before a name, a birth after the other report, a nurse's note
 * naming a common reaction, a recurrence weeks later, initials in the chart's order with a letter
 * off, the patient's name in a call's narrative, an infant's months typed as years, a narrative's
 * date that is the drug's start, a re-transmission without initials among one day's reports of
 * the product, twins under their mother's initials, a bed where the initials go, a report
 * received before a later event of its patient began, an age that the other report's birth date
 * gives, two calls naming two children of one initials, initials with the surnames first, two
 * infants' months, a name written out in capitals where the initials go and an age given as its
 * decade's floor, and another such name; a given name and the father's surname against the name
 * with both surnames; a brand the narrative names beside the ingredient in brackets; a
 * chemotherapy cycle, the next cycle's visit that reports it, and the next cycle's own event;
 * a weekly infusion's other reaction a week later, and its chills again on a first of the month the
 * narrative states as a day, four weeks later; an intensive-monitoring sheet whose onset is the
 * date its form labels among the treatment's start and a control, the physician's report of it, and
 * a follow-up whose field holds its control's date while its form labels the onset; a licensing
 * partner's copy naming the ingredients in English, and one naming the brand in brackets after the
 * ingredient; a referral's name with the surname written out first and the ward's initials; a
 * laboratory's copy whose one date is the therapy's start, and the hospital's form; a relative's
 * message counting the onset back from the day it was sent, and the CSMC's form; a nursing home's
 * monthly summary naming the drug by its chart abbreviation, and the physician's report; a
 * community agent's call naming the vaccine by the schedule's abbreviation, and the ESAVI sheet; a
 * physician's SOAP note giving the onset as a day and month without the year, and the call; a
 * health post's form without initials and the programme's monthly list giving one chart number;
 * a nursing home's note naming levothyroxine by its chart letters (LT4), and the physician's
 * report whose age field has the narrative's age with its digits swapped (28 for 82); a
 * customer line's ticket giving an adult's age two years off the unit's form of the same event,
 * and a community agent's call giving an age as `aprox.` four years off the post's form; a post's
 * user named with one surname against the form whose initials field holds both; a weekly
 * infusion's fever against a nurse's note of neuropathy whose words state its onset three weeks later;
 * a mother's chat of a child's hives and her chat a month later counting new hives from 'ayer'; a
 * poison centre's call of a child of three years and three months, and that day's note of another of 25 months;
 * pairs 6-7 and 32-33 also give one age and sex); their scores are recorded
 * with the version. A change of the rule that moves any of them must come with a new version, or
 * stored flags would keep the old rule's verdict until each case is edited.
 */
const CASES: ReadonlyArray<D.DupCase> = [
  { id: 1, paciente_iniciales: "J.P.G.", paciente_sexo: "M", paciente_fecha_nacimiento: "1980-05-04", fecha_inicio_evento: "2025-03-10", fecha_recepcion: "2025-03-12", producto_sospechoso: "Amoxicilina 500 mg", descripcion_evento: "Urticaria generalizada y angioedema de labios a las 6 horas de la segunda dosis." },
  { id: 2, paciente_iniciales: "jpg", paciente_sexo: "M", fecha_inicio_evento: "2025-03-11", fecha_recepcion: "2025-03-15", producto_sospechoso: "AMOXIL 500", descripcion_evento: "Ronchas en todo el cuerpo y labios hinchados tras tomar amoxicilina." },
  { id: 3, paciente_iniciales: "José Pérez García", paciente_fecha_nacimiento: "1980-05-04", fecha_recepcion: "2025-03-20", producto_sospechoso: "amoxicilina", descripcion_evento: "Llama el paciente: el 10/03/25 empezó con ronchas y labios hinchados." },
  { id: 4, paciente_iniciales: "MGQ", paciente_sexo: "F", paciente_edad: 40, fecha_inicio_evento: "2025-03-10", fecha_recepcion: "2025-03-12", producto_sospechoso: "Amoxicilina 500 mg", descripcion_evento: "Urticaria generalizada y angioedema de labios a las 6 horas de la segunda dosis." },
  { id: 5, paciente_iniciales: "JPG", paciente_sexo: "M", paciente_fecha_nacimiento: "1980-05-04", fecha_inicio_evento: "2025-04-28", fecha_recepcion: "2025-05-02", producto_sospechoso: "Enalapril 10 mg", descripcion_evento: "Tos seca persistente desde hace dos semanas." },
  { id: 6, paciente_iniciales: "RQH", paciente_sexo: "F", paciente_edad: 67, fecha_inicio_evento: "2025-03-09", fecha_recepcion: "2025-03-11", producto_sospechoso: "Xarelto 20 mg", productos: [{ nombre_producto: "Xarelto", registro_sanitario: "EE-01234" }], descripcion_evento: "Hemorragia digestiva alta con melena; hemoglobina 7.9 g/dL." },
  { id: 7, paciente_iniciales: "R.Q.H.", paciente_sexo: "F", paciente_edad: 67, fecha_inicio_evento: "2025-03-09", fecha_recepcion: "2025-03-14", producto_sospechoso: "rivaroxabán", descripcion_evento: "Melena y caída de hemoglobina a 7.9 g/dL; se suspende el anticoagulante." },
  { id: 8, paciente_iniciales: "RQH", paciente_sexo: "M", paciente_edad: 25, fecha_inicio_evento: "2025-03-09", fecha_recepcion: "2025-03-16", producto_sospechoso: "Rivaroxaban", descripcion_evento: "Epistaxis leve." },
  { id: 9, paciente_iniciales: "PRIVACY", fecha_inicio_evento: "2025-03-10", fecha_recepcion: "2025-03-18", producto_sospechoso: "Amoxicillin", descripcion_evento: "Generalised urticaria and lip angioedema after the second dose." },
  { id: 10, paciente_iniciales: "LTV", paciente_fecha_nacimiento: "1991-11-02", fecha_inicio_evento: "2025-03-12", fecha_recepcion: "2025-03-13", producto_sospechoso: "Metamizol 1 g", descripcion_evento: "Hipotensión y rash tras metamizol EV." },
  { id: 11, paciente_iniciales: "LTV", paciente_fecha_nacimiento: "1991-02-11", fecha_inicio_evento: "2025-03-14", fecha_recepcion: "2025-03-15", producto_sospechoso: "Metamizol sódico", descripcion_evento: "Ingresa referida por hipotensión." },
  { id: 12, paciente_iniciales: "QUISPE QUISPE, JUAN", paciente_sexo: "M", paciente_edad: 70, fecha_inicio_evento: "2025-03-10", fecha_recepcion: "2025-03-10", producto_sospechoso: "LOSARTAN 50MG TAB X 30", descripcion_evento: "Cliente refiere tos seca desde el lunes." },
  { id: 13, paciente_iniciales: "JQQ", paciente_sexo: "M", paciente_edad: 72, fecha_inicio_evento: "2025-03-10", fecha_recepcion: "2025-03-14", producto_sospechoso: "Losartán 50 mg", descripcion_evento: "Varón con tos seca no productiva tras iniciar losartán." },
  { id: 14, paciente_iniciales: "sr Rodrigo Quispe Quispe", paciente_sexo: "M", paciente_edad: 70, fecha_inicio_evento: "2025-03-10", fecha_recepcion: "2025-03-12", producto_sospechoso: "Losartán", descripcion_evento: "Tos seca." },
  { id: 15, paciente_iniciales: "QUISPE QUISPE JUAN", paciente_sexo: "M", fecha_recepcion: "2025-03-18", producto_sospechoso: "LOSART 50 TAB", descripcion_evento: "Tos seca desde el 10/03/25." },
  { id: 16, paciente_iniciales: "LTV", paciente_fecha_nacimiento: "2025-04-01", fecha_recepcion: "2025-04-10", producto_sospechoso: "Metamizol", descripcion_evento: "Hipotensión y rash tras metamizol." },
  { id: 17, paciente_iniciales: "m.g.q.", paciente_sexo: "F", fecha_recepcion: "2025-03-20", producto_sospechoso: "Amoxicilina 500 mg", descripcion_evento: "Nota de enfermería: pcte refiere urticaria generalizada luego de la administración de amoxicilina. Se comunica a médico de turno." },
  { id: 18, paciente_iniciales: "J.P.G.", paciente_sexo: "M", paciente_fecha_nacimiento: "1980-05-04", fecha_inicio_evento: "2025-04-20", fecha_recepcion: "2025-04-22", producto_sospechoso: "Amoxicilina 500 mg", descripcion_evento: "Urticaria generalizada a las 6 horas de la primera dosis." },
  { id: 19, paciente_iniciales: "RQA", paciente_sexo: "F", paciente_edad: 39, fecha_inicio_evento: "2025-03-10", fecha_recepcion: "2025-03-12", producto_sospechoso: "Adalimumab 40 mg", descripcion_evento: "Reacción en el sitio de inyección a las 24 horas." },
  { id: 20, paciente_iniciales: "C.R.Q.", paciente_sexo: "F", paciente_edad: 40, fecha_inicio_evento: "2025-03-10", fecha_recepcion: "2025-03-15", producto_sospechoso: "Adalimumab", descripcion_evento: "Eritema e induración en el sitio de aplicación." },
  { id: 21, paciente_iniciales: "LC", paciente_sexo: "M", paciente_edad: 63, fecha_recepcion: "2025-03-17", producto_sospechoso: "Cozaar 100 mg", descripcion_evento: "Llama el paciente. Datos del paciente: Luis Cruz Vásquez, 63 años. Refiere mareos al pararse." },
  { id: 22, paciente_iniciales: "LCV", paciente_sexo: "M", paciente_edad: 63, fecha_inicio_evento: "2025-03-13", fecha_recepcion: "2025-03-27", producto_sospechoso: "Losartán 100 mg", descripcion_evento: "Varón con hipotensión ortostática tras losartán." },
  { id: 23, paciente_iniciales: "NMM", paciente_sexo: "F", paciente_edad: 16, fecha_recepcion: "2025-03-20", producto_sospechoso: "Paracetamol 120 mg/5 mL", descripcion_evento: "Lactante de 16 m con vómitos tras paracetamol, iniciado el 01/03/2025." },
  { id: 24, paciente_iniciales: "nmm", paciente_sexo: "F", paciente_edad: 1, fecha_inicio_evento: "2025-03-12", fecha_recepcion: "2025-03-21", producto_sospechoso: "Paracetamol", descripcion_evento: "Emesis en número de 5; vómitos desde el 12/03/25." },
  { id: 25, paciente_iniciales: "NN", fecha_inicio_evento: "2025-03-09", fecha_recepcion: "2025-04-02", producto_sospechoso: "Rivaroxabán 20 mg", descripcion_evento: "Re-transmisión del titular: melena, se transfunden dos paquetes globulares." },
  { id: 26, paciente_iniciales: "RN1 de CFQ", paciente_sexo: "M", paciente_fecha_nacimiento: "2025-03-01", fecha_inicio_evento: "2025-03-10", fecha_recepcion: "2025-03-12", producto_sospechoso: "Gentamicina 20 mg/2 mL", descripcion_evento: "UCI neonatal: oliguria y creatinina 2,0 al 9.º día de gentamicina." },
  { id: 27, paciente_iniciales: "RN2 de CFQ", paciente_sexo: "M", paciente_fecha_nacimiento: "2025-03-01", fecha_inicio_evento: "2025-03-10", fecha_recepcion: "2025-03-14", producto_sospechoso: "Gentamicina", descripcion_evento: "Nefrotoxicidad con oliguria tras gentamicina." },
  { id: 28, paciente_iniciales: "NN CAMA 21", paciente_sexo: "M", fecha_inicio_evento: "2025-03-10", fecha_recepcion: "2025-03-11", producto_sospechoso: "Gentamicina", descripcion_evento: "Turno noche: oliguria al pasar gentamicina." },
  { id: 29, paciente_iniciales: "JPG", paciente_sexo: "M", paciente_edad: 44, fecha_inicio_evento: "2025-03-12", fecha_recepcion: "2025-03-20", producto_sospechoso: "Amoxicilina", descripcion_evento: "Farmacia: cliente refiere prurito intenso tras antibiótico." },
  { id: 30, paciente_iniciales: "MC", paciente_sexo: "F", paciente_edad: 1, fecha_recepcion: "2025-03-12", producto_sospechoso: "Micronutrientes (MMN)", descripcion_evento: "Llamada del agente comunitario: la niña María Condori, de 1 años, que toma las chispitas, está con diarrea." },
  { id: 31, paciente_iniciales: null, paciente_sexo: "F", paciente_edad: 1, fecha_recepcion: "2025-04-02", producto_sospechoso: "Micronutrientes en polvo", descripcion_evento: "Llama el promotor de salud: la niña María Calla que toma MMN está con diarrea." },
  { id: 32, paciente_iniciales: "GMVL", paciente_sexo: "F", paciente_edad: 42, fecha_recepcion: "2025-02-25", producto_sospechoso: "2RHZE/4RH", descripcion_evento: "RAFA - HC 467 - recibe H+R+Z+E - desde ayer refiere ojos amarillos - TGO 230 TGP 276." },
  { id: 33, paciente_iniciales: "V.L.G.M.", paciente_sexo: "F", paciente_edad: 42, fecha_inicio_evento: "2025-02-20", fecha_recepcion: "2025-02-27", producto_sospechoso: "Rifampicina 300 mg", descripcion_evento: "Daño hepático con ictericia; TGO 230 U/L, TGP 276 U/L. Se suspende el tratamiento." },
  { id: 34, paciente_iniciales: "A.P.Q.", paciente_sexo: "M", paciente_edad: 1, fecha_inicio_evento: "2025-01-08", fecha_recepcion: "2025-01-21", producto_sospechoso: "SPR", descripcion_evento: "ESAVI leve. Usuario de 23 meses vacunado con SPR; a las pocas horas presenta fiebre alta." },
  { id: 35, paciente_iniciales: "APQ", paciente_sexo: "M", paciente_edad: 1, fecha_inicio_evento: "2025-01-13", fecha_recepcion: "2025-02-05", producto_sospechoso: "Vacuna SPR", descripcion_evento: "Pcte de 12 mesees, c/ SPR 1ra dosis, presenta calentura." },
  { id: 36, paciente_iniciales: "GXTS", paciente_sexo: "F", paciente_edad: 86, fecha_inicio_evento: "2025-05-10", fecha_recepcion: "2025-05-10", producto_sospechoso: "METAMIZOL SODICO 1 g/2 mL INY", descripcion_evento: "Alerta automática de RAM | Servicio: Medicina | cama 14 | Suspendido: 10/05/2025 | Motivo: RAM | Obs: granitos rojos en el cuerpo" },
  { id: 37, paciente_iniciales: "GÉNESIS", paciente_sexo: "F", paciente_edad: 80, fecha_inicio_evento: "2025-05-10", fecha_recepcion: "2025-05-11", producto_sospechoso: "metamizol", descripcion_evento: "Nota de enfermería: pcte de cama 14, señora Génesis, de más de 80 años, granitos rojos en el cuerpo después de su dosis de metamizol." },
  { id: 38, paciente_iniciales: "GLORIA", paciente_sexo: "F", paciente_edad: 80, fecha_inicio_evento: "2025-05-10", fecha_recepcion: "2025-05-12", producto_sospechoso: "metamizol", descripcion_evento: "Nota de enfermería: pcte de cama 14, señora Gloria, de más de 80 años, granitos rojos en el cuerpo tras metamizol." },
  { id: 39, paciente_iniciales: "ML", paciente_sexo: "F", paciente_edad: 45, fecha_inicio_evento: "2025-06-01", fecha_recepcion: "2025-06-02", producto_sospechoso: "Losartán", descripcion_evento: "Llama la paciente: mareos al pararse desde que toma losartán." },
  { id: 40, paciente_iniciales: "MLM", paciente_sexo: "F", paciente_edad: 45, fecha_inicio_evento: "2025-06-01", fecha_recepcion: "2025-06-05", producto_sospechoso: "Losartán 50 mg", descripcion_evento: "Hipotensión ortostática con mareos tras losartán 50 mg." },
  { id: 41, paciente_iniciales: "KQG", paciente_sexo: "F", paciente_edad: 28, fecha_inicio_evento: "2025-07-01", fecha_recepcion: "2025-07-03", producto_sospechoso: "Levonorgestrel 1.5 mg", descripcion_evento: "Mujer de 28 años, usuaria de Unidía (levonorgestrel), con prueba de embarazo positiva. Se considera falla del método." },
  { id: 42, paciente_iniciales: "Katherine Quispe García", paciente_sexo: "F", paciente_edad: 28, fecha_recepcion: "2025-07-10", producto_sospechoso: "Unidía", descripcion_evento: "La paciente consulta si Unidía afecta al bebé: está embarazada de 10 semanas." },
  { id: 43, paciente_iniciales: "JTQ", paciente_sexo: "M", paciente_edad: 54, paciente_fecha_nacimiento: "1968-08-15", fecha_inicio_evento: "2025-08-12", fecha_recepcion: "2025-08-20", producto_sospechoso: "Irinotecán", descripcion_evento: "Esquema FOLFIRI, ciclo 3. El 12/08 (día 6 del C3D1) presenta diarrea G2; loperamida." },
  { id: 44, paciente_iniciales: "J.T.Q.", paciente_sexo: "M", paciente_edad: 54, paciente_fecha_nacimiento: "1968-08-15", fecha_recepcion: "2025-08-21", producto_sospechoso: "Irinotecán 360 mg", descripcion_evento: "Acude para C4D1 de FOLFIRI. Refiere diarrea desde hace 9 días; deshidratación moderada." },
  { id: 45, paciente_iniciales: "JTQ", paciente_sexo: "M", paciente_edad: 54, paciente_fecha_nacimiento: "1968-08-15", fecha_recepcion: "2025-09-10", producto_sospechoso: "Irinotecán", descripcion_evento: "FOLFIRI C4: al día 5 presenta diarrea G1; loperamida." },
  { id: 46, paciente_iniciales: "MPT", paciente_sexo: "F", paciente_edad: 51, fecha_inicio_evento: "2025-09-02", fecha_recepcion: "2025-09-03", producto_sospechoso: "Paclitaxel 140 mg", descripcion_evento: "Paclitaxel semanal: a los 20 min de la infusión presenta escalofríos y fiebre de 39 °C. Se suspende la infusión, paracetamol 1 g EV." },
  { id: 47, paciente_iniciales: "M.P.T.", paciente_sexo: "F", paciente_edad: 51, paciente_fecha_nacimiento: "1974-03-11", fecha_inicio_evento: "2025-09-09", fecha_recepcion: "2025-09-12", producto_sospechoso: "Paclitaxel", descripcion_evento: "Durante la infusión de paclitaxel presenta tos seca y prurito generalizado con rash. Se administra hidrocortisona 100 mg EV y clorfenamina." },
  { id: 48, paciente_iniciales: "MPT", paciente_sexo: "F", paciente_edad: 51, fecha_inicio_evento: "2025-10-01", fecha_recepcion: "2025-10-02", producto_sospechoso: "Paclitaxel 140 mg", descripcion_evento: "Paclitaxel semanal: el 01/10/2025, a los 20 min de la infusión, presenta escalofríos y fiebre de 39 °C. Se suspende la infusión." },
  { id: 49, paciente_iniciales: "R Q V", paciente_sexo: "M", paciente_edad: 67, fecha_recepcion: "2025-09-20", producto_sospechoso: "Vancomicina 1 g", descripcion_evento: "FICHA DE FARMACOVIGILANCIA INTENSIVA\nInicio de tratamiento: 02/09/2025\nRAM: eritema y prurito en cuello y tórax durante la infusión\nFecha RAM: 08/09/2025\nControl: 15/09/2025, remitido" },
  { id: 50, paciente_iniciales: "RQV", paciente_sexo: "M", paciente_edad: 67, fecha_inicio_evento: "2025-09-08", fecha_recepcion: "2025-09-10", producto_sospechoso: "Vancomicina", descripcion_evento: "Síndrome del hombre rojo durante la infusión de vancomicina; se reduce la velocidad de infusión." },
  { id: 51, paciente_iniciales: "QUISPE V.", paciente_sexo: "M", paciente_edad: 67, fecha_inicio_evento: "2025-09-25", fecha_recepcion: "2025-09-26", producto_sospechoso: "Vancomicina 1 g", descripcion_evento: "SEGUIMIENTO FV INTENSIVA. Medicamento sospechoso: vancomicina. RAM: síndrome del hombre rojo. FECHA RAM: 08/09/2025. Evolución: evaluado el 25/09, recuperado." },
  { id: 52, paciente_iniciales: "J.R.H.", paciente_sexo: "F", paciente_edad: 9, fecha_inicio_evento: "2025-10-05", fecha_recepcion: "2025-10-20", producto_sospechoso: "Amoxicilina + ácido clavulánico 250 mg/62.5 mg/5 mL", descripcion_evento: "Niña de 9 años que inicia amoxicilina + ácido clavulánico por sinusitis aguda. Al 4.º día presenta urticaria aguda. Se suspende." },
  { id: 53, paciente_iniciales: "PRIVACY", paciente_sexo: "F", paciente_edad: 9, fecha_inicio_evento: "2025-10-05", fecha_recepcion: "2025-11-12", producto_sospechoso: "Amoxiclav (amoxicillin\\clavulanate potassium) 250 mg/62.5 mg/5 mL", productos: [{ nombre_producto: "Amoxiclav", ifa: "AMOXICILLIN\\CLAVULANATE POTASSIUM" }], descripcion_evento: "Case NHP-2025-19592. Patient: 9 Year, Female. Reactions (MedDRA PT): Urticaria; onset date: 2025-10-05. Action taken: Drug withdrawn." },
  { id: 54, paciente_iniciales: "CFH", paciente_sexo: "M", paciente_edad: 33, fecha_inicio_evento: "2025-10-29", fecha_recepcion: "2025-11-03", producto_sospechoso: "Migrelan 70 mg/mL solución inyectable en pluma prellenada", descripcion_evento: "PSP: luego de aplicarse su dosis le dolía y le ardía la zona de la inyección, con un moretón." },
  { id: 55, paciente_iniciales: "CFH", paciente_sexo: "M", paciente_edad: 33, fecha_inicio_evento: "2025-10-29", fecha_recepcion: "2025-12-26", producto_sospechoso: "ERENUMAB (MIGRELAN)", productos: [{ nombre_producto: "ERENUMAB (MIGRELAN)", ifa: "ERENUMAB" }], descripcion_evento: "Caso LSV-BR-2025-61171. Reações (MedDRA PT): Reação no local de injeção; data de início: 2025-10-29." },
  { id: 56, paciente_iniciales: "MAMANI F. A.", paciente_sexo: "F", paciente_edad: 53, fecha_recepcion: "2025-10-19", producto_sospechoso: "Haloperidol 5 mg/mL", descripcion_evento: "HOJA DE REFERENCIA. PACIENTE: ANA MAMANI F. EDAD: 53 A. FECHA: 16-OCT-2025. DX: QTC PROLONGADO EN ECG. EXAMENES: QTC: 513." },
  { id: 57, paciente_iniciales: "AMF", paciente_sexo: "F", paciente_edad: 53, fecha_inicio_evento: "2025-10-16", fecha_recepcion: "2025-10-24", producto_sospechoso: "HALOPERIDOL 5MG/ML", descripcion_evento: "Ingresa por referencia de Hosp. San Juan Bautista. Al ingreso: QTc prolongado en ECG. Se evidencia QTc: 513." },
  { id: 58, paciente_iniciales: "M.C.C.", paciente_sexo: "M", paciente_edad: 62, fecha_inicio_evento: "2025-08-17", fecha_recepcion: "2025-08-23", producto_sospechoso: "Rituximab 375 mg/m2 EV", descripcion_evento: "Notificación de sospecha de RAM. Fecha de inicio del tratamiento: 15/01/2025. RAM: hepatitis B reactivada. Fecha de inicio de la RAM: 17/08/2025. ALT 601 U/L." },
  { id: 59, paciente_iniciales: "PRIVACY", paciente_sexo: "M", paciente_edad: 62, fecha_recepcion: "2025-10-08", producto_sospechoso: "MABTHERA 375 MG/M2 EV", productos: [{ nombre_producto: "Mabthera", ifa: "Rituximab" }], descripcion_evento: "Caso PE-ROC-2025-85581. Paciente de 62 años que experimentó Hepatitis B reactivation mientras recibía MABTHERA (rituximab). La fecha de inicio de la terapia fue 2025-01-15; el evento se inició en fecha no informada. ALT 601 U/L." },
  { id: 60, paciente_iniciales: "María", paciente_sexo: "F", fecha_recepcion: "2023-01-19", producto_sospechoso: "aripiprazol", descripcion_evento: "Mensaje de WhatsApp: buenas tardes doctora le escribo por mi hermana María, hace 7 días está tiesa, camina como robot, qué hago? Se identifica como hermana de la paciente María Flores. Toma el aripiprazol." },
  { id: 61, paciente_iniciales: "M.F.S.", paciente_edad: 55, paciente_sexo: "F", fecha_inicio_evento: "2023-01-12", fecha_recepcion: "2023-02-06", producto_sospechoso: "Aripiprazol 10 mg", descripcion_evento: "Paciente mujer de 55 años con esquizofrenia paranoide, en control en el CSMC. Recibe aripiprazol 10 mg al día desde hace 6 semanas. El 12 de enero del 2023 presenta síntomas extrapiramidales. Se indica biperideno." },
  { id: 64, paciente_iniciales: "M.L.", paciente_sexo: "F", paciente_edad: 27, fecha_recepcion: "2025-01-18", producto_sospechoso: "AMA", descripcion_evento: "Llamada del agente comunitario: la señora María Layme, que recibió la vacuna para ir a la selva (AMA), tiene dolor de cabeza y calentura desde ayer." },
  { id: 65, paciente_iniciales: "MLM", paciente_sexo: "F", paciente_edad: 27, fecha_inicio_evento: "2025-01-17", fecha_recepcion: "2025-01-20", producto_sospechoso: "Vacuna antiamarílica liofilizada", descripcion_evento: "Ficha ESAVI. Usuaria de 27 a. vacunada el 16 de enero con vacuna antiamarílica; al día siguiente presenta cefalea y fiebre alta." },
  { id: 66, paciente_iniciales: "J.S.E.", paciente_sexo: "M", paciente_edad: 60, fecha_recepcion: "2025-08-15", producto_sospechoso: "Amlodipino 10 mg", descripcion_evento: "S: Paciente varón 60 años. Refiere edema en pies desde 01/08. O: edema maleolar bilateral con fóvea ++. P: Suspender amlodipino." },
  { id: 67, paciente_iniciales: "JSE", paciente_sexo: "M", paciente_edad: 60, fecha_inicio_evento: "2025-08-01", fecha_recepcion: "2025-08-10", producto_sospechoso: "AMLODIPINO 10MG", descripcion_evento: "Llamada: la hermana del paciente refiere que se le hinchan los pies; también mareos al pararse." },
  { id: 62, paciente_iniciales: "J.C.C.", paciente_sexo: "M", paciente_edad: 90, fecha_inicio_evento: "2025-01-25", fecha_recepcion: "2025-02-05", producto_sospechoso: "HCT 12.5 mg", descripcion_evento: "- 25/1 Res. JCC (hab. 9), 90 a.: hiponatremia. Med.: HCT 12.5 mg. Se suspende." },
  { id: 63, paciente_iniciales: "JCC", paciente_sexo: "M", paciente_edad: 90, fecha_recepcion: "2025-01-27", producto_sospechoso: "Hidroclorotiazida 25 mg", descripcion_evento: "Residente de 90 años con hiponatremia (Na 118) el 25/01/2025; se suspende hidroclorotiazida." },
  { id: 68, paciente_iniciales: "NN", paciente_sexo: "M", paciente_edad: 50, fecha_inicio_evento: "2023-08-06", fecha_recepcion: "2023-08-20", producto_sospechoso: "Esq. MDR (Cs)", descripcion_evento: "H.C. 5396. PCTE VARON DE 50 AÑOS, M. ESQUEMA MDR (CS), DOSIS N° 7. PCTE REFIERE MAREOS Y PESADILLAS EN LA NOCHE DESPUES DE TOMAR SUS PASTILLAS. SE CONTINUA TTO." },
  { id: 69, paciente_iniciales: "CTCC", paciente_sexo: "M", paciente_edad: 50, fecha_inicio_evento: "2023-08-06", fecha_recepcion: "2023-09-10", producto_sospechoso: "CS", descripcion_evento: "LISTA RAFA AGOSTO 2023 - RED MELGAR | N° 5 | HC 005396 | CCOA T. C. | 50A | M | CS | INSOMNIO | CONTINUA" },
  { id: 70, paciente_iniciales: "R.M.T.", paciente_sexo: "F", paciente_edad: 82, fecha_inicio_evento: "2025-09-02", fecha_recepcion: "2025-09-05", producto_sospechoso: "LT4 75 mcg", descripcion_evento: "Res. RMT (hab. 4), 82 a.: palpitaciones y temblor fino tras subir LT4. Se avisa a médico." },
  { id: 71, paciente_iniciales: "RMT", paciente_sexo: "F", paciente_edad: 28, fecha_inicio_evento: "2025-09-02", fecha_recepcion: "2025-09-09", producto_sospechoso: "Levotiroxina 75 mcg", descripcion_evento: "Paciente mujer de 82 años con palpitaciones y temblor desde el 02/09; recibe levotiroxina, dosis aumentada la semana previa." },
  { id: 72, paciente_iniciales: "E.H.", paciente_sexo: "F", paciente_edad: 43, fecha_inicio_evento: "2025-01-09", fecha_recepcion: "2025-01-09", producto_sospechoso: "GRIPALIN FORTE", descripcion_evento: "Ticket 0800 | Cliente Sra. Elizabeth Huamán indica que compró GRIPALIN FORTE el 07/01, tomó 7 pastillas y hoy le latía fuerte el corazón. Se deriva a FV." },
  { id: 73, paciente_iniciales: "EHI", paciente_sexo: "F", paciente_edad: 41, fecha_inicio_evento: "2025-01-09", fecha_recepcion: "2025-01-12", producto_sospechoso: "Paracetamol + clorfenamina + fenilefrina (Gripalín Forte)", descripcion_evento: "Formato DIGEMID. Paciente de 41 años, femenino. Inicio de la RAM 09/01/2025: palpitaciones y taquicardia tras automedicación por gripe." },
  { id: 74, paciente_iniciales: "J.H.", paciente_sexo: "F", paciente_edad: 50, fecha_inicio_evento: "2025-02-27", fecha_recepcion: "2025-02-28", producto_sospechoso: "LA INYECCION (CEFTRIAXONA)", descripcion_evento: "LLAMADA DE ACS DE LA COMUNIDAD DE TINAJANI, REFIERE QUE LA SEÑORA JUSTINA HUAMAN, DE APROX. 50 AÑOS, QUE RECIBE LA INYECCION, LE HAN SALIDO RONCHAS." },
  { id: 75, paciente_iniciales: "JHQ", paciente_sexo: "F", paciente_edad: 46, fecha_inicio_evento: "2025-02-27", fecha_recepcion: "2025-03-04", producto_sospechoso: "Ceftriaxona 1 g", descripcion_evento: "Formato amarillo RAM - C.S. Cono Sur. Paciente de 46 a. que recibe ceftriaxona 1 g IM desde el 25/2. A los 2 días presenta habones pruriginosos." },
  { id: 76, paciente_iniciales: "NI", paciente_sexo: "F", paciente_edad: 58, fecha_inicio_evento: "2022-12-07", fecha_recepcion: "2022-12-08", producto_sospechoso: "Golvex", descripcion_evento: "Publicación copiada desde Instagram, usuaria \"Sandra Mamani\": \"me aplico Golvex y hoy me dio culebrilla\"." },
  { id: 77, paciente_iniciales: "Sandra Torres Mamani", paciente_sexo: "F", paciente_edad: 58, fecha_inicio_evento: "2022-12-07", fecha_recepcion: "2022-12-10", producto_sospechoso: "Golvex", descripcion_evento: "El esposo consulta: su esposa Sandra Torres, de 58 años, después de ponerse Golvex le dio culebrilla." },
  { id: 78, paciente_iniciales: "M.P.T.", paciente_sexo: "F", paciente_edad: 51, paciente_fecha_nacimiento: "1971-07-25", fecha_inicio_evento: "2023-02-02", fecha_recepcion: "2023-02-06", producto_sospechoso: "Paclitaxel 140 mg", descripcion_evento: "Pcte de 51 años con Ca mama en esquema T semanal. Durante la infusión de paclitaxel presenta reacción febril, escalofríos intensos." },
  { id: 79, paciente_iniciales: "MPT", paciente_sexo: "F", paciente_edad: 51, paciente_fecha_nacimiento: "1971-07-25", fecha_recepcion: "2023-02-27", producto_sospechoso: "Paclitaxel", descripcion_evento: "Notificación RAM (enfermería). Pte F 51 a, en tto con Paclitaxel semanal. Desde el 23/02/2023 presenta neuropatía con parestesias en manos." },
  { id: 80, paciente_iniciales: "V.Q.", paciente_sexo: "F", paciente_edad: 7, fecha_inicio_evento: "2023-01-07", fecha_recepcion: "2023-01-07", producto_sospechoso: "Pedianal", descripcion_evento: "hoola buenas tardes compre el domingo un pedianal p mi hija valentina tiene 7 anos y al ratito se lleno de ronchas es normal?" },
  { id: 81, paciente_iniciales: "V Q", paciente_sexo: "F", paciente_edad: 7, fecha_recepcion: "2023-02-09", producto_sospechoso: "Pedianal", descripcion_evento: "hola compre en su botica jarabe de paracetamol para mi hija y ayer en la noche le brotaron ronchas que pican y vomitos, a quien me dirijo?" },
  { id: 82, paciente_iniciales: "Gael", paciente_sexo: "M", paciente_edad: 3, fecha_inicio_evento: "2023-06-16", fecha_recepcion: "2023-06-17", producto_sospechoso: "ibuprofeno", descripcion_evento: "FICHA DE LLAMADA N° 2023-9455 | Llamante: Dr. Paredes (guardia) | Paciente: Gael, 3 años 3 meses, masc | Agente: ibuprofeno 10 tab | Clínica: náuseas y vómitos" },
  { id: 83, paciente_iniciales: "Reyes G., Piero", paciente_sexo: "M", paciente_edad: 2, fecha_inicio_evento: "2023-06-16", fecha_recepcion: "2023-06-27", producto_sospechoso: "Ibuprofeno 400 mg (Ibufort)", descripcion_evento: "EMG PEDIATRIA. Niño de 25 meses, traído por madre, ingesta accidental de Ibufort 400 mg. Al ex: vómitos y somnolencia leve. Dx: Intoxicación por AINE (ibuprofeno)." }
]

/** Every pair's score, in id order, as `a-b:score`, each case checked against all the others as candidates. */
const scores = (): string => {
  const profiles = CASES.map(D.profile)
  const out: Array<string> = []
  for (const [i, a] of profiles.entries()) {
    const local = D.localRarity(profiles.filter((p) => p.id !== a.id), a)
    for (const b of profiles.slice(i + 1)) out.push(`${a.id}-${b.id}:${D.scoreProfiles(a, b, undefined, local).score}`)
  }
  return out.join(" ")
}

// Earlier versions' records (without candidates' word counts, over fewer cases) are in this file's history.
const RECORDED: Readonly<Record<string, string>> = {
  "2026-12-01.36":
    "1-2:0.6 1-3:0.95 1-4:0.44 1-5:0.44 1-6:0.1 1-7:0.1 1-8:0.1 1-9:0.5 1-10:0.1 1-11:0 1-12:0.2 " +
    "1-13:0.2 1-14:0.2 1-15:0.2 1-16:0 1-17:0.29 1-18:0.44 1-19:0.2 1-20:0.2 1-21:0 1-22:0 1-23:0 " +
    "1-24:0.1 1-25:0.1 1-26:0.2 1-27:0.2 1-28:0.2 1-29:0.6 1-30:0 1-31:0 1-32:0 1-33:0 1-34:0 " +
    "1-35:0 1-36:0 1-37:0 1-38:0 1-39:0 1-40:0 1-41:0 1-42:0 1-43:0 1-44:0 1-45:0 1-46:0 1-47:0 " +
    "1-48:0 1-49:0 1-50:0 1-51:0 1-52:0.21 1-53:0.21 1-54:0 1-55:0 1-56:0 1-57:0 1-58:0 1-59:0 " +
    "1-60:0 1-61:0 1-64:0 1-65:0 1-66:0 1-67:0 1-62:0 1-63:0 1-68:0 1-69:0 1-70:0 1-71:0 1-72:0 " +
    "1-73:0 1-74:0 1-75:0 1-76:0 1-77:0 1-78:0 1-79:0 1-80:0 1-81:0 1-82:0 1-83:0 2-3:0.55 " +
    "2-4:0.41 2-5:0.2 2-6:0.1 2-7:0.1 2-8:0.1 2-9:0.3 2-10:0.1 2-11:0 2-12:0.1 2-13:0.1 2-14:0.1 " +
    "2-15:0.1 2-16:0 2-17:0.2 2-18:0.4 2-19:0.1 2-20:0.1 2-21:0 2-22:0.1 2-23:0 2-24:0.1 2-25:0.1 " +
    "2-26:0.1 2-27:0.1 2-28:0.1 2-29:0.5 2-30:0 2-31:0 2-32:0 2-33:0 2-34:0 2-35:0 2-36:0 2-37:0 " +
    "2-38:0 2-39:0 2-40:0 2-41:0 2-42:0 2-43:0 2-44:0 2-45:0 2-46:0 2-47:0 2-48:0 2-49:0 2-50:0 " +
    "2-51:0 2-52:0.2 2-53:0.2 2-54:0 2-55:0 2-56:0 2-57:0 2-58:0 2-59:0 2-60:0 2-61:0 2-64:0 " +
    "2-65:0 2-66:0 2-67:0 2-62:0 2-63:0 2-68:0 2-69:0 2-70:0 2-71:0 2-72:0 2-73:0 2-74:0 2-75:0 " +
    "2-76:0 2-77:0 2-78:0 2-79:0 2-80:0 2-81:0 2-82:0 2-83:0 3-4:0.44 3-5:0.44 3-6:0.1 3-7:0.1 " +
    "3-8:0.1 3-9:0.4 3-10:0.1 3-11:0 3-12:0.2 3-13:0.2 3-14:0.2 3-15:0.31 3-16:0 3-17:0.2 " +
    "3-18:0.44 3-19:0.2 3-20:0.2 3-21:0 3-22:0 3-23:0 3-24:0.1 3-25:0.1 3-26:0.2 3-27:0.2 " +
    "3-28:0.2 3-29:0.6 3-30:0 3-31:0 3-32:0 3-33:0 3-34:0 3-35:0 3-36:0 3-37:0 3-38:0 3-39:0 " +
    "3-40:0 3-41:0 3-42:0 3-43:0 3-44:0 3-45:0 3-46:0 3-47:0 3-48:0 3-49:0 3-50:0 3-51:0 3-52:0.2 " +
    "3-53:0.21 3-54:0 3-55:0 3-56:0 3-57:0 3-58:0 3-59:0 3-60:0 3-61:0 3-64:0 3-65:0 3-66:0 " +
    "3-67:0.01 3-62:0 3-63:0 3-68:0 3-69:0 3-70:0 3-71:0 3-72:0 3-73:0 3-74:0.04 3-75:0.01 3-76:0 " +
    "3-77:0 3-78:0 3-79:0 3-80:0 3-81:0 3-82:0 3-83:0 4-5:0 4-6:0.1 4-7:0.1 4-8:0.1 4-9:0.5 " +
    "4-10:0.1 4-11:0 4-12:0.2 4-13:0.2 4-14:0.2 4-15:0.2 4-16:0 4-17:0.49 4-18:0.44 4-19:0.2 " +
    "4-20:0.2 4-21:0 4-22:0 4-23:0 4-24:0.1 4-25:0.1 4-26:0.2 4-27:0.2 4-28:0.2 4-29:0.3 4-30:0 " +
    "4-31:0 4-32:0 4-33:0 4-34:0 4-35:0 4-36:0 4-37:0 4-38:0 4-39:0 4-40:0 4-41:0 4-42:0 4-43:0 " +
    "4-44:0 4-45:0 4-46:0 4-47:0 4-48:0 4-49:0 4-50:0 4-51:0 4-52:0.21 4-53:0.21 4-54:0 4-55:0 " +
    "4-56:0 4-57:0 4-58:0 4-59:0 4-60:0 4-61:0 4-64:0 4-65:0 4-66:0 4-67:0 4-62:0 4-63:0 4-68:0 " +
    "4-69:0 4-70:0 4-71:0 4-72:0 4-73:0 4-74:0 4-75:0 4-76:0 4-77:0 4-78:0 4-79:0 4-80:0 4-81:0 " +
    "4-82:0 4-83:0 5-6:0 5-7:0 5-8:0 5-9:0 5-10:0 5-11:0 5-12:0.04 5-13:0.09 5-14:0.2 5-15:0.04 " +
    "5-16:0 5-17:0 5-18:0.44 5-19:0 5-20:0 5-21:0 5-22:0 5-23:0 5-24:0 5-25:0 5-26:0 5-27:0 " +
    "5-28:0 5-29:0.3 5-30:0 5-31:0 5-32:0 5-33:0 5-34:0 5-35:0 5-36:0 5-37:0 5-38:0 5-39:0 5-40:0 " +
    "5-41:0 5-42:0 5-43:0 5-44:0 5-45:0 5-46:0 5-47:0.01 5-48:0 5-49:0 5-50:0 5-51:0 5-52:0 " +
    "5-53:0 5-54:0 5-55:0 5-56:0 5-57:0 5-58:0 5-59:0 5-60:0 5-61:0 5-64:0 5-65:0 5-66:0 5-67:0 " +
    "5-62:0 5-63:0 5-68:0 5-69:0 5-70:0 5-71:0 5-72:0 5-73:0 5-74:0 5-75:0 5-76:0 5-77:0 5-78:0 " +
    "5-79:0 5-80:0 5-81:0 5-82:0 5-83:0 6-7:0.8 6-8:0.44 6-9:0.1 6-10:0 6-11:0 6-12:0.1 6-13:0.1 " +
    "6-14:0.1 6-15:0.1 6-16:0 6-17:0 6-18:0 6-19:0.1 6-20:0.1 6-21:0 6-22:0 6-23:0 6-24:0 " +
    "6-25:0.45 6-26:0.1 6-27:0.1 6-28:0.1 6-29:0 6-30:0 6-31:0 6-32:0 6-33:0 6-34:0 6-35:0 6-36:0 " +
    "6-37:0 6-38:0 6-39:0 6-40:0 6-41:0 6-42:0 6-43:0 6-44:0 6-45:0 6-46:0 6-47:0 6-48:0 6-49:0 " +
    "6-50:0 6-51:0 6-52:0 6-53:0 6-54:0 6-55:0 6-56:0 6-57:0 6-58:0 6-59:0 6-60:0 6-61:0 6-64:0 " +
    "6-65:0 6-66:0 6-67:0 6-62:0 6-63:0 6-68:0 6-69:0 6-70:0 6-71:0 6-72:0 6-73:0 6-74:0 6-75:0 " +
    "6-76:0 6-77:0 6-78:0 6-79:0 6-80:0 6-81:0 6-82:0 6-83:0 7-8:0.44 7-9:0.1 7-10:0 7-11:0 " +
    "7-12:0.1 7-13:0.1 7-14:0.1 7-15:0.1 7-16:0 7-17:0 7-18:0 7-19:0.1 7-20:0.1 7-21:0 7-22:0 " +
    "7-23:0 7-24:0 7-25:0.45 7-26:0.1 7-27:0.1 7-28:0.1 7-29:0 7-30:0 7-31:0 7-32:0 7-33:0 7-34:0 " +
    "7-35:0 7-36:0 7-37:0 7-38:0 7-39:0 7-40:0 7-41:0 7-42:0 7-43:0 7-44:0 7-45:0 7-46:0 7-47:0 " +
    "7-48:0 7-49:0 7-50:0 7-51:0 7-52:0 7-53:0 7-54:0 7-55:0 7-56:0 7-57:0 7-58:0 7-59:0 7-60:0 " +
    "7-61:0 7-64:0 7-65:0 7-66:0 7-67:0 7-62:0 7-63:0 7-68:0 7-69:0 7-70:0 7-71:0 7-72:0 7-73:0 " +
    "7-74:0 7-75:0 7-76:0 7-77:0 7-78:0 7-79:0 7-80:0 7-81:0 7-82:0 7-83:0 8-9:0.1 8-10:0 8-11:0 " +
    "8-12:0.1 8-13:0.1 8-14:0.1 8-15:0.1 8-16:0 8-17:0 8-18:0 8-19:0.1 8-20:0.1 8-21:0 8-22:0 " +
    "8-23:0 8-24:0 8-25:0.45 8-26:0.1 8-27:0.1 8-28:0.1 8-29:0 8-30:0 8-31:0 8-32:0 8-33:0 " +
    "8-34:0.06 8-35:0 8-36:0 8-37:0 8-38:0 8-39:0 8-40:0 8-41:0 8-42:0 8-43:0 8-44:0 8-45:0 " +
    "8-46:0 8-47:0 8-48:0 8-49:0 8-50:0 8-51:0 8-52:0 8-53:0 8-54:0.05 8-55:0 8-56:0 8-57:0 " +
    "8-58:0 8-59:0 8-60:0 8-61:0 8-64:0 8-65:0 8-66:0 8-67:0 8-62:0 8-63:0 8-68:0 8-69:0 8-70:0 " +
    "8-71:0 8-72:0 8-73:0 8-74:0 8-75:0 8-76:0 8-77:0 8-78:0 8-79:0 8-80:0 8-81:0 8-82:0 " +
    "8-83:0.06 9-10:0.1 9-11:0 9-12:0.2 9-13:0.2 9-14:0.2 9-15:0.2 9-16:0 9-17:0.2 9-18:0.33 " +
    "9-19:0.2 9-20:0.2 9-21:0 9-22:0 9-23:0 9-24:0.1 9-25:0.1 9-26:0.2 9-27:0.2 9-28:0.2 9-29:0.3 " +
    "9-30:0 9-31:0 9-32:0 9-33:0 9-34:0 9-35:0 9-36:0 9-37:0 9-38:0 9-39:0 9-40:0 9-41:0 9-42:0 " +
    "9-43:0 9-44:0 9-45:0 9-46:0 9-47:0 9-48:0 9-49:0 9-50:0 9-51:0 9-52:0.2 9-53:0.2 9-54:0 " +
    "9-55:0 9-56:0 9-57:0 9-58:0 9-59:0 9-60:0 9-61:0 9-64:0 9-65:0 9-66:0 9-67:0 9-62:0 9-63:0 " +
    "9-68:0 9-69:0 9-70:0 9-71:0 9-72:0 9-73:0 9-74:0 9-75:0 9-76:0 9-77:0 9-78:0 9-79:0 9-80:0 " +
    "9-81:0 9-82:0 9-83:0 10-11:0.55 10-12:0.1 10-13:0.1 10-14:0.1 10-15:0.1 10-16:0.44 10-17:0 " +
    "10-18:0 10-19:0.1 10-20:0.1 10-21:0 10-22:0.15 10-23:0 10-24:0.2 10-25:0 10-26:0.1 10-27:0.1 " +
    "10-28:0.1 10-29:0.2 10-30:0 10-31:0 10-32:0 10-33:0 10-34:0 10-35:0 10-36:0.24 10-37:0.24 " +
    "10-38:0.24 10-39:0 10-40:0.05 10-41:0 10-42:0 10-43:0 10-44:0 10-45:0 10-46:0 10-47:0.09 " +
    "10-48:0 10-49:0 10-50:0 10-51:0 10-52:0 10-53:0 10-54:0 10-55:0 10-56:0 10-57:0 10-58:0 " +
    "10-59:0 10-60:0 10-61:0 10-64:0 10-65:0 10-66:0 10-67:0 10-62:0 10-63:0 10-68:0 10-69:0 " +
    "10-70:0 10-71:0 10-72:0 10-73:0 10-74:0 10-75:0 10-76:0 10-77:0 10-78:0 10-79:0 10-80:0 " +
    "10-81:0.04 10-82:0 10-83:0 11-12:0 11-13:0 11-14:0 11-15:0 11-16:0.44 11-17:0 11-18:0 " +
    "11-19:0 11-20:0 11-21:0 11-22:0.15 11-23:0 11-24:0.1 11-25:0 11-26:0 11-27:0 11-28:0 " +
    "11-29:0.1 11-30:0 11-31:0 11-32:0 11-33:0 11-34:0 11-35:0 11-36:0.2 11-37:0.2 11-38:0.2 " +
    "11-39:0 11-40:0 11-41:0 11-42:0 11-43:0 11-44:0 11-45:0 11-46:0 11-47:0 11-48:0 11-49:0 " +
    "11-50:0 11-51:0 11-52:0 11-53:0 11-54:0 11-55:0 11-56:0.03 11-57:0.16 11-58:0 11-59:0 " +
    "11-60:0 11-61:0 11-64:0 11-65:0 11-66:0 11-67:0 11-62:0 11-63:0 11-68:0 11-69:0 11-70:0 " +
    "11-71:0 11-72:0 11-73:0 11-74:0 11-75:0 11-76:0 11-77:0 11-78:0 11-79:0 11-80:0 11-81:0 " +
    "11-82:0 11-83:0 12-13:0.69 12-14:0.44 12-15:0.65 12-16:0 12-17:0 12-18:0 12-19:0.2 12-20:0.2 " +
    "12-21:0.2 12-22:0.2 12-23:0 12-24:0.1 12-25:0.1 12-26:0.2 12-27:0.2 12-28:0.2 12-29:0.1 " +
    "12-30:0 12-31:0 12-32:0 12-33:0 12-34:0 12-35:0 12-36:0 12-37:0 12-38:0 12-39:0.2 12-40:0.2 " +
    "12-41:0 12-42:0 12-43:0 12-44:0 12-45:0 12-46:0 12-47:0.04 12-48:0 12-49:0 12-50:0 12-51:0 " +
    "12-52:0 12-53:0 12-54:0 12-55:0 12-56:0 12-57:0 12-58:0 12-59:0 12-60:0 12-61:0 12-64:0 " +
    "12-65:0 12-66:0 12-67:0 12-62:0 12-63:0 12-68:0 12-69:0 12-70:0 12-71:0 12-72:0 12-73:0 " +
    "12-74:0 12-75:0 12-76:0 12-77:0 12-78:0 12-79:0 12-80:0 12-81:0 12-82:0 12-83:0 13-14:0.44 " +
    "13-15:0.69 13-16:0 13-17:0 13-18:0 13-19:0.2 13-20:0.2 13-21:0.2 13-22:0.2 13-23:0 13-24:0.1 " +
    "13-25:0.1 13-26:0.2 13-27:0.2 13-28:0.2 13-29:0.1 13-30:0 13-31:0 13-32:0 13-33:0 13-34:0 " +
    "13-35:0 13-36:0 13-37:0 13-38:0 13-39:0.2 13-40:0.2 13-41:0 13-42:0 13-43:0 13-44:0 13-45:0 " +
    "13-46:0 13-47:0.09 13-48:0 13-49:0 13-50:0 13-51:0 13-52:0 13-53:0 13-54:0 13-55:0 13-56:0 " +
    "13-57:0 13-58:0 13-59:0 13-60:0 13-61:0 13-64:0 13-65:0 13-66:0 13-67:0 13-62:0 13-63:0 " +
    "13-68:0 13-69:0 13-70:0 13-71:0 13-72:0 13-73:0 13-74:0 13-75:0 13-76:0 13-77:0 13-78:0 " +
    "13-79:0 13-80:0 13-81:0 13-82:0 13-83:0 14-15:0.44 14-16:0 14-17:0 14-18:0 14-19:0.2 " +
    "14-20:0.2 14-21:0.2 14-22:0.2 14-23:0 14-24:0.1 14-25:0.1 14-26:0.2 14-27:0.2 14-28:0.2 " +
    "14-29:0.1 14-30:0 14-31:0 14-32:0 14-33:0 14-34:0 14-35:0 14-36:0 14-37:0 14-38:0 14-39:0.2 " +
    "14-40:0.2 14-41:0 14-42:0 14-43:0 14-44:0 14-45:0 14-46:0 14-47:0.2 14-48:0 14-49:0 14-50:0 " +
    "14-51:0 14-52:0 14-53:0 14-54:0 14-55:0 14-56:0 14-57:0 14-58:0 14-59:0 14-60:0 14-61:0 " +
    "14-64:0 14-65:0 14-66:0 14-67:0 14-62:0 14-63:0 14-68:0 14-69:0 14-70:0 14-71:0 14-72:0 " +
    "14-73:0 14-74:0 14-75:0 14-76:0 14-77:0 14-78:0 14-79:0 14-80:0 14-81:0 14-82:0 14-83:0 " +
    "15-16:0 15-17:0 15-18:0 15-19:0.2 15-20:0.2 15-21:0.2 15-22:0.2 15-23:0 15-24:0.14 15-25:0.1 " +
    "15-26:0.2 15-27:0.2 15-28:0.2 15-29:0.1 15-30:0 15-31:0 15-32:0 15-33:0 15-34:0 15-35:0 " +
    "15-36:0 15-37:0 15-38:0 15-39:0.2 15-40:0.2 15-41:0 15-42:0 15-43:0 15-44:0 15-45:0 15-46:0 " +
    "15-47:0.04 15-48:0 15-49:0 15-50:0 15-51:0 15-52:0 15-53:0 15-54:0 15-55:0 15-56:0 15-57:0 " +
    "15-58:0 15-59:0 15-60:0 15-61:0 15-64:0 15-65:0 15-66:0 15-67:0 15-62:0 15-63:0 15-68:0 " +
    "15-69:0 15-70:0 15-71:0 15-72:0 15-73:0 15-74:0 15-75:0 15-76:0 15-77:0 15-78:0 15-79:0 " +
    "15-80:0 15-81:0 15-82:0 15-83:0 16-17:0 16-18:0 16-19:0 16-20:0 16-21:0 16-22:0.05 16-23:0 " +
    "16-24:0 16-25:0 16-26:0 16-27:0 16-28:0 16-29:0 16-30:0 16-31:0 16-32:0 16-33:0 16-34:0 " +
    "16-35:0 16-36:0.24 16-37:0.24 16-38:0.24 16-39:0 16-40:0.05 16-41:0 16-42:0 16-43:0 16-44:0 " +
    "16-45:0 16-46:0 16-47:0.09 16-48:0 16-49:0 16-50:0 16-51:0 16-52:0 16-53:0 16-54:0 16-55:0 " +
    "16-56:0 16-57:0 16-58:0 16-59:0 16-60:0 16-61:0 16-64:0 16-65:0 16-66:0 16-67:0 16-62:0 " +
    "16-63:0 16-68:0 16-69:0 16-70:0 16-71:0 16-72:0 16-73:0 16-74:0 16-75:0 16-76:0 16-77:0 " +
    "16-78:0 16-79:0 16-80:0 16-81:0.04 16-82:0 16-83:0 17-18:0.33 17-19:0 17-20:0 17-21:0 " +
    "17-22:0 17-23:0 17-24:0 17-25:0 17-26:0 17-27:0 17-28:0 17-29:0.2 17-30:0 17-31:0 17-32:0 " +
    "17-33:0 17-34:0 17-35:0 17-36:0 17-37:0.02 17-38:0.02 17-39:0 17-40:0 17-41:0 17-42:0 " +
    "17-43:0 17-44:0 17-45:0 17-46:0 17-47:0 17-48:0 17-49:0 17-50:0 17-51:0 17-52:0.2 17-53:0.2 " +
    "17-54:0 17-55:0 17-56:0 17-57:0 17-58:0 17-59:0 17-60:0 17-61:0 17-64:0 17-65:0 17-66:0 " +
    "17-67:0 17-62:0 17-63:0 17-68:0 17-69:0 17-70:0 17-71:0 17-72:0 17-73:0 17-74:0 17-75:0 " +
    "17-76:0 17-77:0 17-78:0 17-79:0 17-80:0 17-81:0 17-82:0 17-83:0 18-19:0 18-20:0 18-21:0 " +
    "18-22:0 18-23:0 18-24:0 18-25:0 18-26:0 18-27:0 18-28:0 18-29:0.44 18-30:0 18-31:0 18-32:0 " +
    "18-33:0 18-34:0 18-35:0 18-36:0 18-37:0 18-38:0 18-39:0 18-40:0 18-41:0 18-42:0 18-43:0.02 " +
    "18-44:0 18-45:0 18-46:0 18-47:0.01 18-48:0 18-49:0 18-50:0 18-51:0 18-52:0.2 18-53:0.2 " +
    "18-54:0 18-55:0 18-56:0 18-57:0 18-58:0 18-59:0 18-60:0 18-61:0.02 18-64:0 18-65:0 18-66:0 " +
    "18-67:0 18-62:0 18-63:0 18-68:0 18-69:0 18-70:0 18-71:0 18-72:0 18-73:0 18-74:0 18-75:0 " +
    "18-76:0 18-77:0 18-78:0 18-79:0 18-80:0 18-81:0 18-82:0 18-83:0 19-20:0.44 19-21:0 19-22:0 " +
    "19-23:0 19-24:0.1 19-25:0.1 19-26:0.2 19-27:0.2 19-28:0.2 19-29:0.1 19-30:0 19-31:0 19-32:0 " +
    "19-33:0 19-34:0 19-35:0 19-36:0 19-37:0 19-38:0 19-39:0 19-40:0 19-41:0 19-42:0 19-43:0 " +
    "19-44:0 19-45:0 19-46:0 19-47:0 19-48:0 19-49:0 19-50:0 19-51:0 19-52:0 19-53:0 19-54:0.12 " +
    "19-55:0 19-56:0 19-57:0 19-58:0 19-59:0 19-60:0 19-61:0 19-64:0 19-65:0 19-66:0 19-67:0 " +
    "19-62:0 19-63:0 19-68:0 19-69:0 19-70:0 19-71:0 19-72:0 19-73:0 19-74:0 19-75:0 19-76:0 " +
    "19-77:0 19-78:0 19-79:0 19-80:0 19-81:0 19-82:0 19-83:0 20-21:0 20-22:0 20-23:0 20-24:0.1 " +
    "20-25:0.1 20-26:0.2 20-27:0.2 20-28:0.2 20-29:0.1 20-30:0 20-31:0 20-32:0 20-33:0 20-34:0 " +
    "20-35:0 20-36:0 20-37:0 20-38:0 20-39:0 20-40:0 20-41:0 20-42:0 20-43:0 20-44:0 20-45:0 " +
    "20-46:0 20-47:0 20-48:0 20-49:0.05 20-50:0 20-51:0 20-52:0 20-53:0 20-54:0.12 20-55:0 " +
    "20-56:0 20-57:0 20-58:0 20-59:0 20-60:0 20-61:0 20-64:0 20-65:0 20-66:0 20-67:0 20-62:0 " +
    "20-63:0 20-68:0 20-69:0 20-70:0 20-71:0 20-72:0 20-73:0 20-74:0 20-75:0 20-76:0 20-77:0 " +
    "20-78:0 20-79:0 20-80:0 20-81:0 20-82:0 20-83:0 21-22:0.4 21-23:0 21-24:0 21-25:0 21-26:0 " +
    "21-27:0 21-28:0 21-29:0 21-30:0 21-31:0 21-32:0 21-33:0 21-34:0 21-35:0 21-36:0 21-37:0 " +
    "21-38:0 21-39:0.37 21-40:0.2 21-41:0 21-42:0 21-43:0 21-44:0 21-45:0 21-46:0 21-47:0 21-48:0 " +
    "21-49:0 21-50:0 21-51:0 21-52:0 21-53:0 21-54:0 21-55:0 21-56:0 21-57:0 21-58:0 21-59:0 " +
    "21-60:0 21-61:0 21-64:0 21-65:0 21-66:0 21-67:0.06 21-62:0 21-63:0 21-68:0 21-69:0 21-70:0 " +
    "21-71:0 21-72:0 21-73:0 21-74:0 21-75:0 21-76:0 21-77:0 21-78:0 21-79:0 21-80:0 21-81:0 " +
    "21-82:0 21-83:0 22-23:0 22-24:0.1 22-25:0 22-26:0 22-27:0 22-28:0 22-29:0.1 22-30:0 22-31:0 " +
    "22-32:0 22-33:0 22-34:0 22-35:0 22-36:0 22-37:0 22-38:0 22-39:0.2 22-40:0.44 22-41:0 22-42:0 " +
    "22-43:0 22-44:0 22-45:0 22-46:0 22-47:0 22-48:0 22-49:0 22-50:0 22-51:0 22-52:0 22-53:0 " +
    "22-54:0 22-55:0 22-56:0 22-57:0 22-58:0 22-59:0 22-60:0 22-61:0 22-64:0 22-65:0 22-66:0 " +
    "22-67:0 22-62:0 22-63:0 22-68:0 22-69:0 22-70:0 22-71:0 22-72:0 22-73:0 22-74:0 22-75:0 " +
    "22-76:0 22-77:0 22-78:0 22-79:0 22-80:0 22-81:0 22-82:0 22-83:0 23-24:0.45 23-25:0 23-26:0 " +
    "23-27:0 23-28:0 23-29:0 23-30:0 23-31:0 23-32:0 23-33:0 23-34:0 23-35:0 23-36:0 23-37:0 " +
    "23-38:0 23-39:0 23-40:0 23-41:0 23-42:0 23-43:0 23-44:0 23-45:0 23-46:0 23-47:0 23-48:0 " +
    "23-49:0 23-50:0 23-51:0 23-52:0 23-53:0 23-54:0 23-55:0 23-56:0 23-57:0 23-58:0 23-59:0 " +
    "23-60:0 23-61:0 23-64:0 23-65:0 23-66:0 23-67:0 23-62:0 23-63:0 23-68:0 23-69:0 23-70:0 " +
    "23-71:0 23-72:0 23-73:0.2 23-74:0.1 23-75:0.1 23-76:0 23-77:0 23-78:0 23-79:0 23-80:0 " +
    "23-81:0 23-82:0 23-83:0 24-25:0 24-26:0.1 24-27:0.1 24-28:0.1 24-29:0.2 24-30:0 24-31:0 " +
    "24-32:0 24-33:0 24-34:0 24-35:0 24-36:0 24-37:0 24-38:0 24-39:0 24-40:0 24-41:0 24-42:0 " +
    "24-43:0 24-44:0 24-45:0 24-46:0 24-47:0 24-48:0 24-49:0 24-50:0 24-51:0 24-52:0 24-53:0 " +
    "24-54:0 24-55:0 24-56:0 24-57:0 24-58:0 24-59:0 24-60:0 24-61:0 24-64:0 24-65:0 24-66:0 " +
    "24-67:0 24-62:0 24-63:0 24-68:0 24-69:0 24-70:0 24-71:0 24-72:0 24-73:0.2 24-74:0 24-75:0 " +
    "24-76:0 24-77:0 24-78:0 24-79:0 24-80:0 24-81:0 24-82:0 24-83:0.02 25-26:0.1 25-27:0.1 " +
    "25-28:0.1 25-29:0 25-30:0 25-31:0 25-32:0 25-33:0 25-34:0 25-35:0 25-36:0 25-37:0 25-38:0 " +
    "25-39:0 25-40:0 25-41:0 25-42:0 25-43:0 25-44:0 25-45:0 25-46:0 25-47:0 25-48:0 25-49:0 " +
    "25-50:0 25-51:0 25-52:0 25-53:0 25-54:0 25-55:0 25-56:0 25-57:0 25-58:0 25-59:0 25-60:0 " +
    "25-61:0 25-64:0 25-65:0 25-66:0 25-67:0 25-62:0 25-63:0 25-68:0 25-69:0 25-70:0 25-71:0 " +
    "25-72:0 25-73:0 25-74:0 25-75:0 25-76:0 25-77:0 25-78:0 25-79:0 25-80:0 25-81:0 25-82:0 " +
    "25-83:0 26-27:0.44 26-28:0.45 26-29:0.1 26-30:0 26-31:0 26-32:0 26-33:0 26-34:0 26-35:0 " +
    "26-36:0 26-37:0 26-38:0 26-39:0 26-40:0 26-41:0 26-42:0 26-43:0 26-44:0 26-45:0 26-46:0 " +
    "26-47:0 26-48:0 26-49:0 26-50:0 26-51:0 26-52:0 26-53:0 26-54:0 26-55:0 26-56:0 26-57:0 " +
    "26-58:0 26-59:0 26-60:0 26-61:0 26-64:0 26-65:0 26-66:0 26-67:0 26-62:0 26-63:0 26-68:0 " +
    "26-69:0 26-70:0 26-71:0 26-72:0 26-73:0 26-74:0 26-75:0 26-76:0 26-77:0 26-78:0 26-79:0 " +
    "26-80:0 26-81:0 26-82:0 26-83:0 27-28:0.65 27-29:0.1 27-30:0 27-31:0 27-32:0 27-33:0 27-34:0 " +
    "27-35:0 27-36:0 27-37:0 27-38:0 27-39:0 27-40:0 27-41:0 27-42:0 27-43:0 27-44:0 27-45:0 " +
    "27-46:0 27-47:0 27-48:0 27-49:0 27-50:0 27-51:0 27-52:0 27-53:0 27-54:0 27-55:0 27-56:0 " +
    "27-57:0 27-58:0 27-59:0 27-60:0 27-61:0 27-64:0 27-65:0 27-66:0 27-67:0 27-62:0 27-63:0 " +
    "27-68:0 27-69:0 27-70:0 27-71:0 27-72:0 27-73:0 27-74:0 27-75:0 27-76:0 27-77:0 27-78:0 " +
    "27-79:0 27-80:0 27-81:0 27-82:0 27-83:0 28-29:0.1 28-30:0 28-31:0 28-32:0 28-33:0 28-34:0 " +
    "28-35:0 28-36:0 28-37:0 28-38:0 28-39:0 28-40:0 28-41:0 28-42:0 28-43:0 28-44:0 28-45:0 " +
    "28-46:0 28-47:0 28-48:0 28-49:0 28-50:0 28-51:0 28-52:0 28-53:0 28-54:0 28-55:0 28-56:0 " +
    "28-57:0 28-58:0 28-59:0 28-60:0 28-61:0 28-64:0 28-65:0 28-66:0 28-67:0 28-62:0 28-63:0 " +
    "28-68:0 28-69:0 28-70:0 28-71:0 28-72:0 28-73:0 28-74:0 28-75:0 28-76:0 28-77:0 28-78:0 " +
    "28-79:0 28-80:0 28-81:0 28-82:0 28-83:0 29-30:0 29-31:0 29-32:0 29-33:0 29-34:0 29-35:0 " +
    "29-36:0 29-37:0 29-38:0 29-39:0 29-40:0 29-41:0 29-42:0 29-43:0 29-44:0 29-45:0 29-46:0 " +
    "29-47:0 29-48:0 29-49:0.06 29-50:0 29-51:0 29-52:0.2 29-53:0.2 29-54:0 29-55:0 29-56:0 " +
    "29-57:0 29-58:0 29-59:0 29-60:0 29-61:0 29-64:0 29-65:0 29-66:0 29-67:0 29-62:0 29-63:0 " +
    "29-68:0 29-69:0 29-70:0 29-71:0 29-72:0 29-73:0 29-74:0 29-75:0 29-76:0 29-77:0 29-78:0 " +
    "29-79:0 29-80:0 29-81:0 29-82:0 29-83:0 30-31:0.44 30-32:0 30-33:0 30-34:0 30-35:0 30-36:0 " +
    "30-37:0 30-38:0 30-39:0.07 30-40:0 30-41:0 30-42:0 30-43:0 30-44:0 30-45:0 30-46:0 30-47:0 " +
    "30-48:0 30-49:0 30-50:0 30-51:0 30-52:0 30-53:0 30-54:0 30-55:0 30-56:0 30-57:0 30-58:0.1 " +
    "30-59:0 30-60:0 30-61:0 30-64:0.04 30-65:0 30-66:0 30-67:0 30-62:0 30-63:0 30-68:0 30-69:0 " +
    "30-70:0 30-71:0 30-72:0 30-73:0 30-74:0 30-75:0 30-76:0 30-77:0 30-78:0 30-79:0 30-80:0 " +
    "30-81:0 30-82:0 30-83:0 31-32:0 31-33:0 31-34:0 31-35:0 31-36:0 31-37:0 31-38:0 31-39:0.08 " +
    "31-40:0 31-41:0 31-42:0 31-43:0 31-44:0 31-45:0 31-46:0 31-47:0 31-48:0 31-49:0 31-50:0 " +
    "31-51:0 31-52:0 31-53:0 31-54:0 31-55:0 31-56:0 31-57:0 31-58:0.1 31-59:0 31-60:0 31-61:0 " +
    "31-64:0 31-65:0 31-66:0 31-67:0 31-62:0 31-63:0 31-68:0 31-69:0 31-70:0 31-71:0 31-72:0 " +
    "31-73:0 31-74:0 31-75:0 31-76:0 31-77:0 31-78:0 31-79:0 31-80:0 31-81:0 31-82:0 31-83:0 " +
    "32-33:0.55 32-34:0 32-35:0 32-36:0 32-37:0 32-38:0 32-39:0 32-40:0 32-41:0 32-42:0 32-43:0 " +
    "32-44:0 32-45:0 32-46:0 32-47:0 32-48:0 32-49:0 32-50:0 32-51:0 32-52:0 32-53:0 32-54:0 " +
    "32-55:0 32-56:0 32-57:0 32-58:0 32-59:0 32-60:0 32-61:0 32-64:0 32-65:0 32-66:0 32-67:0 " +
    "32-62:0 32-63:0 32-68:0 32-69:0 32-70:0 32-71:0 32-72:0 32-73:0 32-74:0 32-75:0 32-76:0 " +
    "32-77:0 32-78:0 32-79:0 32-80:0 32-81:0 32-82:0 32-83:0 33-34:0 33-35:0 33-36:0 33-37:0 " +
    "33-38:0 33-39:0 33-40:0 33-41:0 33-42:0 33-43:0 33-44:0 33-45:0 33-46:0 33-47:0 33-48:0 " +
    "33-49:0 33-50:0 33-51:0 33-52:0 33-53:0 33-54:0 33-55:0 33-56:0 33-57:0 33-58:0 33-59:0 " +
    "33-60:0 33-61:0 33-64:0 33-65:0 33-66:0 33-67:0 33-62:0 33-63:0 33-68:0 33-69:0 33-70:0 " +
    "33-71:0 33-72:0 33-73:0 33-74:0 33-75:0 33-76:0 33-77:0 33-78:0 33-79:0 33-80:0 33-81:0 " +
    "33-82:0 33-83:0 34-35:0.4 34-36:0 34-37:0 34-38:0 34-39:0 34-40:0 34-41:0 34-42:0 34-43:0 " +
    "34-44:0 34-45:0 34-46:0 34-47:0 34-48:0 34-49:0 34-50:0 34-51:0 34-52:0 34-53:0 34-54:0 " +
    "34-55:0 34-56:0 34-57:0 34-58:0 34-59:0 34-60:0 34-61:0 34-64:0 34-65:0.09 34-66:0 34-67:0 " +
    "34-62:0 34-63:0 34-68:0 34-69:0 34-70:0 34-71:0 34-72:0.1 34-73:0.1 34-74:0 34-75:0 34-76:0 " +
    "34-77:0 34-78:0 34-79:0 34-80:0 34-81:0 34-82:0 34-83:0 35-36:0 35-37:0 35-38:0 35-39:0 " +
    "35-40:0 35-41:0 35-42:0 35-43:0 35-44:0 35-45:0 35-46:0 35-47:0 35-48:0 35-49:0 35-50:0 " +
    "35-51:0 35-52:0 35-53:0 35-54:0 35-55:0 35-56:0 35-57:0 35-58:0 35-59:0 35-60:0 35-61:0 " +
    "35-64:0 35-65:0 35-66:0 35-67:0 35-62:0 35-63:0 35-68:0 35-69:0 35-70:0 35-71:0 35-72:0 " +
    "35-73:0 35-74:0 35-75:0 35-76:0 35-77:0 35-78:0 35-79:0 35-80:0 35-81:0 35-82:0 35-83:0 " +
    "36-37:0.46 36-38:0.46 36-39:0 36-40:0 36-41:0 36-42:0 36-43:0 36-44:0 36-45:0 36-46:0 " +
    "36-47:0 36-48:0 36-49:0 36-50:0 36-51:0 36-52:0 36-53:0 36-54:0 36-55:0 36-56:0 36-57:0 " +
    "36-58:0 36-59:0 36-60:0 36-61:0 36-64:0 36-65:0 36-66:0 36-67:0 36-62:0 36-63:0 36-68:0 " +
    "36-69:0 36-70:0 36-71:0 36-72:0 36-73:0 36-74:0 36-75:0 36-76:0 36-77:0 36-78:0 36-79:0 " +
    "36-80:0 36-81:0 36-82:0 36-83:0 37-38:0.44 37-39:0 37-40:0 37-41:0 37-42:0 37-43:0 37-44:0 " +
    "37-45:0 37-46:0 37-47:0 37-48:0 37-49:0 37-50:0 37-51:0 37-52:0 37-53:0 37-54:0 37-55:0 " +
    "37-56:0 37-57:0 37-58:0 37-59:0 37-60:0 37-61:0 37-64:0 37-65:0 37-66:0 37-67:0 37-62:0 " +
    "37-63:0 37-68:0 37-69:0 37-70:0 37-71:0 37-72:0 37-73:0 37-74:0 37-75:0 37-76:0 37-77:0 " +
    "37-78:0 37-79:0 37-80:0 37-81:0 37-82:0.2 37-83:0 38-39:0 38-40:0 38-41:0 38-42:0 38-43:0 " +
    "38-44:0 38-45:0 38-46:0 38-47:0 38-48:0 38-49:0 38-50:0 38-51:0 38-52:0 38-53:0 38-54:0 " +
    "38-55:0 38-56:0 38-57:0 38-58:0 38-59:0 38-60:0 38-61:0 38-64:0 38-65:0 38-66:0 38-67:0 " +
    "38-62:0 38-63:0 38-68:0 38-69:0 38-70:0 38-71:0 38-72:0 38-73:0 38-74:0 38-75:0 38-76:0 " +
    "38-77:0 38-78:0 38-79:0 38-80:0 38-81:0 38-82:0.2 38-83:0 39-40:0.65 39-41:0 39-42:0 39-43:0 " +
    "39-44:0 39-45:0 39-46:0 39-47:0 39-48:0 39-49:0 39-50:0 39-51:0 39-52:0 39-53:0 39-54:0 " +
    "39-55:0 39-56:0 39-57:0 39-58:0 39-59:0 39-60:0 39-61:0 39-64:0.2 39-65:0.1 39-66:0 " +
    "39-67:0.16 39-62:0 39-63:0 39-68:0 39-69:0 39-70:0 39-71:0 39-72:0 39-73:0 39-74:0 39-75:0 " +
    "39-76:0 39-77:0 39-78:0 39-79:0 39-80:0 39-81:0 39-82:0 39-83:0 40-41:0 40-42:0 40-43:0 " +
    "40-44:0 40-45:0 40-46:0 40-47:0 40-48:0 40-49:0 40-50:0 40-51:0 40-52:0 40-53:0 40-54:0 " +
    "40-55:0 40-56:0 40-57:0 40-58:0 40-59:0 40-60:0 40-61:0 40-64:0.1 40-65:0.2 40-66:0 40-67:0 " +
    "40-62:0 40-63:0 40-68:0.06 40-69:0 40-70:0 40-71:0 40-72:0 40-73:0 40-74:0 40-75:0 40-76:0 " +
    "40-77:0 40-78:0 40-79:0 40-80:0 40-81:0 40-82:0 40-83:0 41-42:0.55 41-43:0 41-44:0 41-45:0 " +
    "41-46:0 41-47:0 41-48:0 41-49:0 41-50:0 41-51:0 41-52:0 41-53:0 41-54:0 41-55:0 41-56:0 " +
    "41-57:0 41-58:0 41-59:0 41-60:0 41-61:0 41-64:0 41-65:0 41-66:0 41-67:0 41-62:0 41-63:0 " +
    "41-68:0 41-69:0 41-70:0 41-71:0 41-72:0 41-73:0 41-74:0 41-75:0 41-76:0 41-77:0 41-78:0 " +
    "41-79:0 41-80:0 41-81:0 41-82:0 41-83:0 42-43:0 42-44:0 42-45:0 42-46:0 42-47:0 42-48:0 " +
    "42-49:0 42-50:0 42-51:0 42-52:0 42-53:0 42-54:0 42-55:0 42-56:0 42-57:0 42-58:0 42-59:0 " +
    "42-60:0 42-61:0 42-64:0 42-65:0 42-66:0 42-67:0 42-62:0 42-63:0 42-68:0 42-69:0 42-70:0 " +
    "42-71:0 42-72:0 42-73:0 42-74:0 42-75:0 42-76:0 42-77:0 42-78:0 42-79:0 42-80:0 42-81:0 " +
    "42-82:0 42-83:0 43-44:0.9 43-45:0.44 43-46:0 43-47:0 43-48:0 43-49:0 43-50:0 43-51:0 43-52:0 " +
    "43-53:0 43-54:0 43-55:0 43-56:0 43-57:0 43-58:0 43-59:0 43-60:0 43-61:0 43-64:0 43-65:0 " +
    "43-66:0 43-67:0 43-62:0 43-63:0 43-68:0 43-69:0 43-70:0 43-71:0 43-72:0 43-73:0 43-74:0 " +
    "43-75:0 43-76:0 43-77:0 43-78:0 43-79:0 43-80:0 43-81:0 43-82:0 43-83:0 44-45:0.7 44-46:0 " +
    "44-47:0 44-48:0 44-49:0 44-50:0 44-51:0 44-52:0 44-53:0 44-54:0 44-55:0 44-56:0 44-57:0 " +
    "44-58:0 44-59:0 44-60:0 44-61:0 44-64:0 44-65:0 44-66:0 44-67:0 44-62:0 44-63:0 44-68:0 " +
    "44-69:0 44-70:0 44-71:0 44-72:0 44-73:0 44-74:0 44-75:0 44-76:0 44-77:0 44-78:0 44-79:0 " +
    "44-80:0 44-81:0 44-82:0 44-83:0 45-46:0 45-47:0 45-48:0 45-49:0 45-50:0 45-51:0 45-52:0 " +
    "45-53:0 45-54:0 45-55:0 45-56:0 45-57:0 45-58:0 45-59:0 45-60:0 45-61:0 45-64:0 45-65:0 " +
    "45-66:0 45-67:0 45-62:0 45-63:0 45-68:0 45-69:0 45-70:0 45-71:0 45-72:0 45-73:0 45-74:0 " +
    "45-75:0 45-76:0 45-77:0 45-78:0 45-79:0 45-80:0 45-81:0 45-82:0 45-83:0 46-47:0.44 " +
    "46-48:0.44 46-49:0 46-50:0.01 46-51:0 46-52:0 46-53:0 46-54:0 46-55:0 46-56:0 46-57:0 " +
    "46-58:0 46-59:0 46-60:0 46-61:0 46-64:0 46-65:0 46-66:0 46-67:0 46-62:0 46-63:0 46-68:0 " +
    "46-69:0 46-70:0.2 46-71:0.2 46-72:0 46-73:0 46-74:0 46-75:0 46-76:0 46-77:0 46-78:0.4 " +
    "46-79:0.4 46-80:0 46-81:0 46-82:0 46-83:0 47-48:0.44 47-49:0.1 47-50:0.1 47-51:0.1 47-52:0 " +
    "47-53:0 47-54:0 47-55:0 47-56:0 47-57:0 47-58:0 47-59:0 47-60:0 47-61:0 47-64:0 47-65:0 " +
    "47-66:0 47-67:0 47-62:0 47-63:0 47-68:0 47-69:0 47-70:0 47-71:0 47-72:0 47-73:0 47-74:0 " +
    "47-75:0 47-76:0 47-77:0 47-78:0.4 47-79:0.4 47-80:0 47-81:0 47-82:0 47-83:0 48-49:0 " +
    "48-50:0.01 48-51:0 48-52:0 48-53:0 48-54:0 48-55:0 48-56:0 48-57:0 48-58:0 48-59:0 48-60:0 " +
    "48-61:0 48-64:0 48-65:0 48-66:0 48-67:0 48-62:0 48-63:0 48-68:0 48-69:0 48-70:0 48-71:0 " +
    "48-72:0 48-73:0 48-74:0 48-75:0 48-76:0 48-77:0 48-78:0.4 48-79:0.4 48-80:0 48-81:0 48-82:0 " +
    "48-83:0 49-50:0.6 49-51:0.53 49-52:0 49-53:0 49-54:0 49-55:0 49-56:0 49-57:0 49-58:0.02 " +
    "49-59:0 49-60:0 49-61:0 49-64:0 49-65:0 49-66:0 49-67:0 49-62:0 49-63:0 49-68:0 49-69:0 " +
    "49-70:0 49-71:0 49-72:0 49-73:0 49-74:0 49-75:0 49-76:0 49-77:0 49-78:0 49-79:0 49-80:0 " +
    "49-81:0 49-82:0 49-83:0 50-51:0.55 50-52:0 50-53:0 50-54:0 50-55:0 50-56:0 50-57:0 50-58:0 " +
    "50-59:0 50-60:0 50-61:0 50-64:0 50-65:0 50-66:0 50-67:0 50-62:0 50-63:0 50-68:0 50-69:0 " +
    "50-70:0 50-71:0 50-72:0 50-73:0 50-74:0 50-75:0 50-76:0 50-77:0 50-78:0.01 50-79:0 50-80:0 " +
    "50-81:0 50-82:0 50-83:0 51-52:0 51-53:0 51-54:0 51-55:0 51-56:0 51-57:0 51-58:0 51-59:0 " +
    "51-60:0 51-61:0 51-64:0 51-65:0 51-66:0 51-67:0 51-62:0 51-63:0 51-68:0 51-69:0 51-70:0 " +
    "51-71:0 51-72:0 51-73:0 51-74:0 51-75:0 51-76:0 51-77:0 51-78:0 51-79:0 51-80:0 51-81:0 " +
    "51-82:0 51-83:0 52-53:0.45 52-54:0 52-55:0 52-56:0 52-57:0 52-58:0 52-59:0 52-60:0 52-61:0 " +
    "52-64:0 52-65:0 52-66:0 52-67:0 52-62:0 52-63:0 52-68:0 52-69:0 52-70:0 52-71:0 52-72:0 " +
    "52-73:0 52-74:0 52-75:0 52-76:0 52-77:0 52-78:0 52-79:0 52-80:0 52-81:0 52-82:0 52-83:0 " +
    "53-54:0 53-55:0 53-56:0 53-57:0 53-58:0 53-59:0 53-60:0 53-61:0 53-64:0 53-65:0 53-66:0 " +
    "53-67:0 53-62:0 53-63:0 53-68:0 53-69:0 53-70:0 53-71:0 53-72:0 53-73:0 53-74:0 53-75:0 " +
    "53-76:0 53-77:0 53-78:0 53-79:0 53-80:0 53-81:0 53-82:0 53-83:0 54-55:0.6 54-56:0 54-57:0 " +
    "54-58:0 54-59:0 54-60:0 54-61:0 54-64:0 54-65:0 54-66:0 54-67:0 54-62:0 54-63:0 54-68:0 " +
    "54-69:0 54-70:0 54-71:0 54-72:0 54-73:0 54-74:0 54-75:0 54-76:0 54-77:0 54-78:0 54-79:0 " +
    "54-80:0 54-81:0 54-82:0 54-83:0 55-56:0 55-57:0 55-58:0 55-59:0 55-60:0 55-61:0 55-64:0 " +
    "55-65:0 55-66:0 55-67:0 55-62:0 55-63:0 55-68:0 55-69:0 55-70:0 55-71:0 55-72:0 55-73:0 " +
    "55-74:0 55-75:0 55-76:0 55-77:0 55-78:0 55-79:0 55-80:0 55-81:0 55-82:0 55-83:0 56-57:0.57 " +
    "56-58:0 56-59:0 56-60:0 56-61:0 56-64:0 56-65:0 56-66:0 56-67:0 56-62:0 56-63:0 56-68:0 " +
    "56-69:0 56-70:0 56-71:0 56-72:0 56-73:0 56-74:0 56-75:0 56-76:0 56-77:0 56-78:0 56-79:0 " +
    "56-80:0 56-81:0 56-82:0 56-83:0 57-58:0 57-59:0 57-60:0 57-61:0 57-64:0 57-65:0 57-66:0 " +
    "57-67:0 57-62:0 57-63:0 57-68:0 57-69:0 57-70:0 57-71:0 57-72:0 57-73:0 57-74:0 57-75:0 " +
    "57-76:0 57-77:0 57-78:0 57-79:0 57-80:0 57-81:0 57-82:0 57-83:0 58-59:0.47 58-60:0 58-61:0 " +
    "58-64:0 58-65:0 58-66:0 58-67:0 58-62:0 58-63:0 58-68:0 58-69:0 58-70:0 58-71:0 58-72:0 " +
    "58-73:0 58-74:0 58-75:0 58-76:0 58-77:0 58-78:0 58-79:0 58-80:0 58-81:0 58-82:0 58-83:0 " +
    "59-60:0 59-61:0 59-64:0 59-65:0 59-66:0 59-67:0 59-62:0 59-63:0 59-68:0 59-69:0 59-70:0 " +
    "59-71:0 59-72:0 59-73:0 59-74:0 59-75:0 59-76:0 59-77:0 59-78:0 59-79:0 59-80:0 59-81:0 " +
    "59-82:0 59-83:0 60-61:0.5 60-64:0 60-65:0 60-66:0 60-67:0 60-62:0 60-63:0 60-68:0 60-69:0 " +
    "60-70:0 60-71:0 60-72:0 60-73:0 60-74:0 60-75:0 60-76:0 60-77:0 60-78:0 60-79:0 60-80:0 " +
    "60-81:0 60-82:0 60-83:0 61-64:0 61-65:0 61-66:0 61-67:0 61-62:0 61-63:0 61-68:0 61-69:0 " +
    "61-70:0 61-71:0 61-72:0 61-73:0 61-74:0 61-75:0 61-76:0 61-77:0 61-78:0 61-79:0 61-80:0 " +
    "61-81:0 61-82:0 61-83:0 64-65:0.65 64-66:0 64-67:0 64-62:0 64-63:0 64-68:0 64-69:0 64-70:0 " +
    "64-71:0 64-72:0 64-73:0 64-74:0 64-75:0 64-76:0 64-77:0 64-78:0 64-79:0 64-80:0 64-81:0 " +
    "64-82:0 64-83:0 65-66:0 65-67:0 65-62:0 65-63:0 65-68:0 65-69:0 65-70:0 65-71:0 65-72:0 " +
    "65-73:0 65-74:0 65-75:0 65-76:0 65-77:0 65-78:0 65-79:0 65-80:0 65-81:0 65-82:0 65-83:0 " +
    "66-67:0.75 66-62:0 66-63:0 66-68:0 66-69:0 66-70:0 66-71:0 66-72:0 66-73:0 66-74:0 66-75:0 " +
    "66-76:0 66-77:0 66-78:0 66-79:0 66-80:0 66-81:0 66-82:0 66-83:0 67-62:0 67-63:0 67-68:0 " +
    "67-69:0 67-70:0 67-71:0 67-72:0 67-73:0 67-74:0 67-75:0 67-76:0 67-77:0 67-78:0 67-79:0 " +
    "67-80:0 67-81:0 67-82:0 67-83:0 62-63:0.75 62-68:0 62-69:0 62-70:0 62-71:0 62-72:0 62-73:0 " +
    "62-74:0 62-75:0 62-76:0 62-77:0 62-78:0 62-79:0 62-80:0 62-81:0 62-82:0 62-83:0 63-68:0 " +
    "63-69:0 63-70:0 63-71:0 63-72:0 63-73:0 63-74:0 63-75:0 63-76:0 63-77:0 63-78:0 63-79:0 " +
    "63-80:0 63-81:0 63-82:0 63-83:0 68-69:0.45 68-70:0 68-71:0 68-72:0 68-73:0 68-74:0 68-75:0 " +
    "68-76:0 68-77:0 68-78:0 68-79:0 68-80:0 68-81:0 68-82:0 68-83:0 69-70:0 69-71:0 69-72:0 " +
    "69-73:0 69-74:0 69-75:0 69-76:0 69-77:0 69-78:0 69-79:0 69-80:0 69-81:0 69-82:0 69-83:0 " +
    "70-71:0.65 70-72:0 70-73:0 70-74:0 70-75:0 70-76:0 70-77:0 70-78:0 70-79:0 70-80:0 70-81:0 " +
    "70-82:0 70-83:0 71-72:0 71-73:0 71-74:0 71-75:0 71-76:0 71-77:0 71-78:0 71-79:0 71-80:0 " +
    "71-81:0 71-82:0 71-83:0 72-73:0.55 72-74:0 72-75:0 72-76:0 72-77:0 72-78:0 72-79:0 72-80:0 " +
    "72-81:0 72-82:0 72-83:0 73-74:0 73-75:0 73-76:0 73-77:0 73-78:0 73-79:0 73-80:0 73-81:0 " +
    "73-82:0 73-83:0 74-75:0.55 74-76:0 74-77:0 74-78:0 74-79:0 74-80:0 74-81:0 74-82:0 74-83:0 " +
    "75-76:0 75-77:0 75-78:0 75-79:0 75-80:0 75-81:0 75-82:0 75-83:0 76-77:0.55 76-78:0 76-79:0 " +
    "76-80:0 76-81:0 76-82:0 76-83:0 77-78:0 77-79:0 77-80:0 77-81:0 77-82:0 77-83:0 78-79:0.44 " +
    "78-80:0 78-81:0 78-82:0 78-83:0 79-80:0 79-81:0 79-82:0 79-83:0 80-81:0.44 80-82:0 80-83:0 " +
    "81-82:0 81-83:0 82-83:0.44"
}

describe("Duplicates.RULE_VERSION", () => {
  it("changes whenever the rule moves a score (bump it, then record the new scores here)", () => {
    expect(Object.keys(RECORDED)).toContain(D.RULE_VERSION)
    expect(scores(), `scores under ${D.RULE_VERSION}`).toBe(RECORDED[D.RULE_VERSION])
  })
})
