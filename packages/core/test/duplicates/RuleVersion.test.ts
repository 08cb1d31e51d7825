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
 * the centre's call of a child weighed 13 kg ('Paciente: Mateo, masc'), and the emergency note weighing him the same;
 * a newborn weighed 3.6 kg and the follow-up four weeks later weighing her 4.6 kg;
 * a febrile neutropenia whose onset comes days before the docetaxel infusion the other report dates;
 * a relative's message of diarrea received weeks before the capecitabine cycle the pharmacy's note dates;
 * a pharmacy counter's form and a regular customer's ticket naming another lot of the drug; an adult's
 * overdose whose age the narrative states in years and that day's child of 28 months; two children's
 * ingestions of two drugs, each bracket saying whose medicine it was; a counter's form and a mother's
 * chat whose day of purchase, counted back from its day ('el domingo pasado'), is not the form's day of sale;
 * a poison centre's call of a child of 14 months weighing about 8 kg, and that day's note of one weighing 11 kg;
 * a health post's form giving the TB programme's code of its patient, and the programme's monthly list giving it;
 * a trial site's SAE form and the CRO's CIOMS of one subject, the initials masked, and another subject's CIOMS of that arm and day;
 * a trial site's form and the hospital's note of its participant, whose field holds the admission and whose words the onset;
 * a CRO's CIOMS and the authority's listing row repeating its sponsor's case number;
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
  { id: 83, paciente_iniciales: "Reyes G., Piero", paciente_sexo: "M", paciente_edad: 2, fecha_inicio_evento: "2023-06-16", fecha_recepcion: "2023-06-27", producto_sospechoso: "Ibuprofeno 400 mg (Ibufort)", descripcion_evento: "EMG PEDIATRIA. Niño de 25 meses, traído por madre, ingesta accidental de Ibufort 400 mg. Al ex: vómitos y somnolencia leve. Dx: Intoxicación por AINE (ibuprofeno)." },
  { id: 84, paciente_iniciales: "N.N.", paciente_sexo: "M", paciente_edad: 2, fecha_inicio_evento: "2023-03-17", fecha_recepcion: "2023-03-17", producto_sospechoso: "metformina", descripcion_evento: "FICHA DE LLAMADA | Llamante: madre | Paciente: Mateo, masc, peso aprox 13 kg | Agente: metformina ~5 tab | Clínica: asintomático" },
  { id: 85, paciente_iniciales: "M.S.R.", paciente_sexo: "M", paciente_edad: 2, fecha_inicio_evento: "2023-03-17", fecha_recepcion: "2023-03-21", producto_sospechoso: "Metformina 850 mg", descripcion_evento: "EMG PEDIATRIA. Menor varón de 2a, traído por madre, ingesta accidental. F.V.: FC 120, Peso 13 kg. Lab: lactato 2.6 mmol/L." },
  { id: 86, paciente_iniciales: "JVR", paciente_sexo: "F", paciente_edad: 58, fecha_inicio_evento: "2025-04-04", fecha_recepcion: "2025-04-07", producto_sospechoso: "Docetaxel", descripcion_evento: "Pcte de 58 años con Ca mama, en QT con docetaxel. Desde el 04/04/2025 presenta neutropenia febril; cefepime y filgrastim." },
  { id: 87, paciente_iniciales: "J.V.R.", paciente_sexo: "F", paciente_edad: 58, fecha_recepcion: "2025-04-22", producto_sospechoso: "Docetaxel 120 mg", descripcion_evento: "Pte F 58 a. A los 8 días de la infusión de docetaxel del 12/04/2025 presenta neutropenia febril; filgrastim." },
  { id: 88, paciente_iniciales: "RMA", paciente_sexo: "F", paciente_edad: 61, fecha_recepcion: "2025-05-02", producto_sospechoso: "Capecitabina", descripcion_evento: "Escribe la hija por WhatsApp: desde hoy la señora tiene diarrea fuerte con capecitabina." },
  { id: 89, paciente_iniciales: "R.M.A.", paciente_sexo: "F", paciente_edad: 61, fecha_recepcion: "2025-05-30", producto_sospechoso: "Capecitabina 1500 mg", descripcion_evento: "Intervención farmacéutica: diarrea tras capecitabina, ciclo administrado el 20/05/2025; se indica loperamida." },
  { id: 90, paciente_iniciales: "J.C.", paciente_sexo: "M", paciente_edad: 30, fecha_inicio_evento: "2023-01-18", fecha_recepcion: "2023-01-20", producto_sospechoso: "AZITROCIN 500MG TAB X 3", descripcion_evento: "FORMATO INTERNO RAM | Fecha de venta: 17/01/2023 | Producto: AZITROCIN 500MG TAB X 3 Lote: L2207919 | Pcte M 30a ref. que tras 2 tomas presenta dolor abdominal y náuseas." },
  { id: 91, paciente_iniciales: "J.C.", paciente_sexo: "M", paciente_edad: 30, fecha_recepcion: "2023-01-27", producto_sospechoso: "Azitrocín 500 mg", descripcion_evento: "Cliente Sr. José Chuquimango indica que compró AZITROCÍN el 25/01 en local los olivos y al día siguiente dolor en la boca del estómago y náuseas. Indica lote Q2353408." },
  { id: 92, paciente_iniciales: "M.F.", paciente_sexo: "F", paciente_edad: 27, fecha_inicio_evento: "2024-03-01", fecha_recepcion: "2024-03-06", producto_sospechoso: "Clonazepam", descripcion_evento: "Trauma shock. Femenina de 27 a, ingesta voluntaria de 7 tab de CLONAZEPAM hace 3 horas. Somnolencia." },
  { id: 93, paciente_iniciales: "FMC", paciente_sexo: "F", paciente_edad: 2, fecha_inicio_evento: "2024-03-01", fecha_recepcion: "2024-03-07", producto_sospechoso: "Clonazepam 2 mg", descripcion_evento: "TOPICO PEDIATRIA. Preescolar F de 2a 4m, ingesta accidental de ~9 tab de CLONAZEPAM (medicacion de la abuela). Somnolencia." },
  { id: 94, paciente_iniciales: "V.A.R.R.", paciente_sexo: "F", paciente_edad: 1, fecha_inicio_evento: "2024-11-21", fecha_recepcion: "2024-11-25", producto_sospechoso: "carbamazepina", descripcion_evento: "Emergencia Pediatría. Lactante F de 1a, ingesta accidental de 7 tabletas de CARBAMAZEPINA (medicación del abuelo). Convulsión y coma." },
  { id: 95, paciente_iniciales: "NN", paciente_sexo: "F", paciente_edad: 1, fecha_inicio_evento: "2024-11-21", fecha_recepcion: "2024-12-20", producto_sospechoso: "WARFARINA 5 MG", descripcion_evento: "INGESTA ACCIDENTAL DE 12 TABLETAS APROX DE WARFARINA (DE LA ABUELA). PRESENTA GINGIVORRAGIA. EVOLUCION: ALTA." },
  { id: 96, paciente_iniciales: "MR", paciente_sexo: "M", paciente_edad: 2, fecha_inicio_evento: "2023-03-02", fecha_recepcion: "2023-03-03", producto_sospechoso: "PEDIANAL 120MG/5ML JBE X 60 ML", descripcion_evento: "FORMATO INTERNO RAM | Fecha de venta: 02/03/2023 | Producto: PEDIANAL 120MG/5ML JBE X 60 ML | Pcte M 2a ref. que tras 4 dosis presenta prurito y ronchas." },
  { id: 97, paciente_iniciales: "M.R.", paciente_sexo: "M", paciente_edad: 1, fecha_recepcion: "2023-03-15", producto_sospechoso: "Pedianal", descripcion_evento: "buenas noches, compre el domingo pasado en su botica de comas el pedianal pa mi hijo y ayer le salieron ronchas x todo el cuerpo." },
  { id: 98, paciente_iniciales: "N.N.", paciente_sexo: "M", paciente_edad: 1, fecha_inicio_evento: "2023-05-10", fecha_recepcion: "2023-05-10", producto_sospechoso: "sulfato ferroso", descripcion_evento: "FICHA DE LLAMADA | Paciente: 14 meses, masc, peso aprox 8 kg | Agente: sulfato ferroso 40 gotas | Clínica: vómitos y dolor abdominal" },
  { id: 99, paciente_iniciales: "AQT", paciente_sexo: "M", paciente_edad: 1, fecha_inicio_evento: "2023-05-10", fecha_recepcion: "2023-05-21", producto_sospechoso: "SULFATO FERROSO 300MG", descripcion_evento: "TOPICO PEDIATRIA. Lactante M de 14 meses, ingesta accidental de SULFATO FERROSO. SV: FC 113 Peso 11 kg. EF: vómitos, dolor abdominal." },
  { id: 100, paciente_iniciales: "MQC", paciente_sexo: "F", paciente_fecha_nacimiento: "2024-01-05", fecha_inicio_evento: "2024-02-01", fecha_recepcion: "2024-02-02", producto_sospechoso: "Ampicilina 250 mg", descripcion_evento: "Neonata de 4 semanas, peso 3.6 kg, exantema maculopapular generalizado al tercer día de ampicilina EV." },
  { id: 101, paciente_iniciales: "MQC", paciente_sexo: "F", paciente_fecha_nacimiento: "2024-01-05", fecha_inicio_evento: "2024-02-01", fecha_recepcion: "2024-03-01", producto_sospechoso: "Ampicilina", descripcion_evento: "Seguimiento en consultorio: lactante de 8 semanas, peso 4.6 kg; el exantema maculopapular por ampicilina remitió sin secuelas." },
  { id: 102, paciente_iniciales: "J.A.H.C.", paciente_sexo: "M", paciente_edad: 18, fecha_inicio_evento: "2023-12-18", fecha_recepcion: "2023-12-22", producto_sospechoso: "TPI", descripcion_evento: "Notificacion RAFA. N° HC 13561 N° PCT 1865-2023. Paciente contacto intradomiciliario de 18 años, recibe isoniazida 300 mg desde el 02/12/2023. Refiere ojos amarillos y orina oscura; TGO 648. Se suspende medicación." },
  { id: 103, paciente_iniciales: "HCJA", paciente_sexo: "M", paciente_edad: 18, fecha_inicio_evento: "2023-12-01", fecha_recepcion: "2024-01-12", producto_sospechoso: "TPI", descripcion_evento: "CONSOLIDADO MENSUAL RAM DICIEMBRE 2023 - MR WANCHAQ / N° 13 / 1865-2023 / HUANCA CHURA, JUAN ANGEL / 18A / M / TPI / HEPATOTOXICIDAD / SUSPENDIDO" },
  // Two newborns of one day and vaccine under one mother's initials: their birth weights and mothers' ages differ (internal/newborns.ts).
  { id: 104, paciente_iniciales: "RN C.C.", paciente_sexo: "F", paciente_edad: 0, paciente_fecha_nacimiento: "2024-03-07", fecha_inicio_evento: "2024-03-08", fecha_recepcion: "2024-03-11", producto_sospechoso: "Engerix-B", descripcion_evento: "RN de Chávez Cárdenas sexo F, 1 día de vida, EG 36 ss x Capurro, PN 2580 g, Apgar 5-9. Madre de 26 años, recibió SO4Mg. En tratamiento con Engerix-B 0,5 mL IM en muslo por vacunación del recién nacido desde el 07/03. DDV 1 cursa con induración en muslo (3 cm). Observación." },
  { id: 105, paciente_iniciales: "RN C.C.", paciente_sexo: "F", paciente_edad: 0, paciente_fecha_nacimiento: "2024-03-07", fecha_inicio_evento: "2024-03-08", fecha_recepcion: "2024-03-22", producto_sospechoso: "Vacuna contra hepatitis B pediátrica 10 mcg/0,5 mL", descripcion_evento: "RN femenino, 1 día de vida, EG 38 ss x FUR, PN 2930 g, Apgar 5-9. Madre de 39 años, sin patología, recibió betametasona completa. Recibe vacuna anti hepatitis B 0,5 mL IM en muslo desde el 7/3/24. Cursa con fiebre (T° 38,6 °C). Medios físicos." },
  { id: 106, paciente_iniciales: "J.R.S.", paciente_sexo: "M", paciente_edad: 63, paciente_fecha_nacimiento: "1959-07-16", fecha_inicio_evento: "2023-02-16", fecha_recepcion: "2023-02-22", producto_sospechoso: "Fluorouracilo 4200 mg", descripcion_evento: "Validación de prescripción: paciente de 63 años con diarrea tras mFOLFOX6; 6 deposiciones líquidas al día. Se recomienda loperamida." },
  { id: 107, paciente_iniciales: "JRS", paciente_sexo: "M", paciente_edad: 68, paciente_fecha_nacimiento: "1954-07-16", fecha_inicio_evento: "2023-02-16", fecha_recepcion: "2023-02-24", producto_sospechoso: "FOLFOX (oxaliplatino + fluorouracilo)", descripcion_evento: "Paciente de 68 años con adenocarcinoma de colon en FOLFOX: polineuropatía sensitiva G1 con parestesias en guante y calcetín." },
  { id: 108, paciente_iniciales: "EAS", paciente_sexo: "F", paciente_fecha_nacimiento: "1958-12-20", fecha_inicio_evento: "2023-02-02", fecha_recepcion: "2023-02-05", producto_sospechoso: "Paclitaxel", descripcion_evento: "Paciente F 64 a, Ca mama, paclitaxel semanal. A los 20 min de iniciada la infusión presenta rubor facial, disnea y opresión torácica. Se suspende la infusión, hidrocortisona 100 mg EV." },
  { id: 109, paciente_iniciales: "E.A.S.", paciente_sexo: "F", paciente_fecha_nacimiento: "1958-12-20", fecha_inicio_evento: "2023-02-09", fecha_recepcion: "2023-02-12", producto_sospechoso: "Paclitaxel 140 mg", descripcion_evento: "Durante la infusión de paclitaxel presenta reacción de hipersensibilidad: rubor facial y disnea. Se maneja con clorfenamina 10 mg EV. Remite a los 30 min." },
  { id: 110, paciente_iniciales: "J-S", paciente_sexo: "F", paciente_edad: 90, fecha_inicio_evento: "2024-01-16", fecha_recepcion: "2024-01-22", producto_sospechoso: "Fármaco en estudio (ciego)", productos: [{ nombre_producto: "CDV-220/placebo" }], descripcion_evento: "EAS - INICIAL. Protocolo: CDV-220-302 | Centro N° 04 | Sujeto: PE-04-0646. Participante mujer de 90 años con insuficiencia cardiaca. El 16-ENE-2024 presenta síncope al ponerse de pie. Se hospitaliza." },
  { id: 111, paciente_iniciales: "PRIVACY", paciente_sexo: "F", paciente_edad: 90, fecha_inicio_evento: "2024-01-16", fecha_recepcion: "2024-01-29", producto_sospechoso: "CDV-220 (blinded)", descripcion_evento: "CIOMS I. Study CDV-220-302 / Site 04 / Subject 0646, a 90-year-old female, experienced Syncope on 16-JAN-2024. Hospitalized." },
  { id: 112, paciente_iniciales: "PRIVACY", paciente_sexo: "F", paciente_edad: 91, fecha_inicio_evento: "2024-01-16", fecha_recepcion: "2024-01-28", producto_sospechoso: "CDV-220 (blinded)", descripcion_evento: "CIOMS I. Study CDV-220-302 / Site 04 / Subject PE-04-0279, a 91-year-old female, experienced Syncope on 16-JAN-2024. Hospitalized." },
  { id: 113, paciente_iniciales: "MC", paciente_sexo: "F", paciente_edad: 65, fecha_inicio_evento: "2025-06-15", fecha_recepcion: "2025-06-22", producto_sospechoso: "Fármaco en estudio (ciego) CDV-915/APX", descripcion_evento: "Se notifica EAS en el estudio CDV-915-301, centro 02, sujeto PE-02-0030 (MC). Paciente mujer de 65 años con fibrilación auricular. El 15-JUN-2025 presenta desvanecimiento con caída. Se hospitaliza el 17-JUN-2025. Evento: Síncope." },
  { id: 114, paciente_iniciales: "mcy", paciente_sexo: "F", paciente_edad: 65, fecha_inicio_evento: "2025-06-17", fecha_recepcion: "2025-07-03", producto_sospechoso: "Medicación de ensayo clínico (no precisa)", descripcion_evento: "Pcte. de 65 años, HC 15181489, con fibrilación auricular; participa en un estudio de investigación. Ingresa el 17/06/2025 por pérdida de conciencia breve al ponerse de pie, con síntomas desde el 15/06/2025. Dx: síncope." },
  { id: 115, paciente_iniciales: "ESR", paciente_sexo: "F", paciente_edad: 16, fecha_inicio_evento: "2024-03-10", fecha_recepcion: "2024-03-17", producto_sospechoso: "TQ (blinded)", descripcion_evento: "CIOMS I - Sponsor case no. TRM-24-PE-0802 (Initial). Study TRM-MAL-03 / Site 01. A 16-year-old female experienced Pneumonia on 10-MAR-2024: productive cough, fever and dyspnoea. Hospitalized." },
  { id: 116, paciente_iniciales: "NO CONSIGNA", paciente_sexo: "F", paciente_edad: 16, fecha_inicio_evento: "2024-03-10", fecha_recepcion: "2024-04-27", producto_sospechoso: "PQ", descripcion_evento: "TRM-MAL-03 - 01-0182 - F - 16 A - PNEUMONIA - INICIO 10/03/2024 - HOSPITALIZACION - PQ - POSIBLEMENTE RELACIONADO - TRM-24-PE-0802" }
]

/** Every pair's score above zero, in id order, as `a-b:score`, each case checked against all the others as candidates. */
const scores = (): string => {
  const profiles = CASES.map(D.profile)
  const out: Array<string> = []
  for (const [i, a] of profiles.entries()) {
    const local = D.localRarity(profiles.filter((p) => p.id !== a.id), a)
    for (const b of profiles.slice(i + 1)) {
      const score = D.scoreProfiles(a, b, undefined, local).score
      if (score > 0) out.push(`${a.id}-${b.id}:${score}`)
    }
  }
  return out.join(" ")
}

// Earlier versions' records (with zeros until .37; without candidates' word counts, over fewer cases) are in this file's history.
const RECORDED: Readonly<Record<string, string>> = {
  "2026-12-01.48":
    "1-2:0.61 1-3:0.96 1-4:0.44 1-5:0.44 1-6:0.1 1-7:0.1 1-8:0.1 1-9:0.51 1-10:0.1 1-12:0.2 " +
    "1-13:0.2 1-14:0.2 1-15:0.2 1-17:0.29 1-18:0.44 1-19:0.2 1-20:0.2 1-24:0.1 1-25:0.1 " +
    "1-26:0.2 1-27:0.2 1-28:0.2 1-29:0.6 1-52:0.21 1-53:0.21 2-3:0.55 2-4:0.41 2-5:0.2 " +
    "2-6:0.1 2-7:0.1 2-8:0.1 2-9:0.3 2-10:0.1 2-12:0.1 2-13:0.1 2-14:0.1 2-15:0.1 2-17:0.2 " +
    "2-18:0.4 2-19:0.1 2-20:0.1 2-22:0.1 2-24:0.1 2-25:0.1 2-26:0.1 2-27:0.1 2-28:0.1 " +
    "2-29:0.5 2-52:0.2 2-53:0.2 2-97:0.16 3-4:0.44 3-5:0.44 3-6:0.1 3-7:0.1 3-8:0.1 3-9:0.4 " +
    "3-10:0.1 3-12:0.2 3-13:0.2 3-14:0.2 3-15:0.3 3-17:0.2 3-18:0.44 3-19:0.2 3-20:0.2 " +
    "3-24:0.1 3-25:0.1 3-26:0.2 3-27:0.2 3-28:0.2 3-29:0.6 3-52:0.2 3-53:0.21 3-67:0.01 " +
    "3-74:0.04 3-75:0.01 3-96:0.02 4-6:0.1 4-7:0.1 4-8:0.1 4-9:0.51 4-10:0.1 4-12:0.2 " +
    "4-13:0.2 4-14:0.2 4-15:0.2 4-17:0.49 4-18:0.44 4-19:0.2 4-20:0.2 4-24:0.1 4-25:0.1 " +
    "4-26:0.2 4-27:0.2 4-28:0.2 4-29:0.3 4-52:0.21 4-53:0.21 5-12:0.05 5-13:0.13 5-14:0.21 " +
    "5-15:0.06 5-18:0.44 5-29:0.3 5-47:0.01 6-7:0.81 6-8:0.44 6-9:0.1 6-12:0.1 6-13:0.1 " +
    "6-14:0.1 6-15:0.1 6-19:0.1 6-20:0.1 6-25:0.45 6-26:0.1 6-27:0.1 6-28:0.1 6-95:0.04 " +
    "7-8:0.44 7-9:0.1 7-12:0.1 7-13:0.1 7-14:0.1 7-15:0.1 7-19:0.1 7-20:0.1 7-25:0.45 " +
    "7-26:0.1 7-27:0.1 7-28:0.1 8-9:0.1 8-12:0.1 8-13:0.1 8-14:0.1 8-15:0.1 8-19:0.1 " +
    "8-20:0.1 8-25:0.45 8-26:0.1 8-27:0.1 8-28:0.1 8-34:0.06 8-54:0.05 8-83:0.06 8-95:0.05 " +
    "9-10:0.1 9-12:0.2 9-13:0.2 9-14:0.2 9-15:0.2 9-17:0.2 9-18:0.33 9-19:0.2 9-20:0.2 " +
    "9-24:0.1 9-25:0.1 9-26:0.2 9-27:0.2 9-28:0.2 9-29:0.3 9-52:0.2 9-53:0.2 10-11:0.55 " +
    "10-12:0.1 10-13:0.1 10-14:0.1 10-15:0.1 10-16:0.44 10-19:0.1 10-20:0.1 10-22:0.15 " +
    "10-24:0.2 10-26:0.1 10-27:0.1 10-28:0.1 10-29:0.2 10-36:0.23 10-37:0.23 10-38:0.23 " +
    "10-40:0.05 10-47:0.09 10-81:0.03 10-92:0.05 10-100:0.03 10-101:0.03 11-16:0.44 " +
    "11-22:0.15 11-24:0.1 11-29:0.1 11-36:0.2 11-37:0.2 11-38:0.2 11-56:0.03 11-57:0.15 " +
    "11-114:0.01 12-13:0.73 12-14:0.44 12-15:0.66 12-19:0.2 12-20:0.2 12-21:0.2 12-22:0.2 " +
    "12-24:0.1 12-25:0.1 12-26:0.2 12-27:0.2 12-28:0.2 12-29:0.1 12-39:0.2 12-40:0.2 " +
    "12-47:0.05 13-14:0.44 13-15:0.72 13-19:0.2 13-20:0.2 13-21:0.2 13-22:0.2 13-24:0.1 " +
    "13-25:0.1 13-26:0.2 13-27:0.2 13-28:0.2 13-29:0.1 13-39:0.2 13-40:0.2 13-47:0.12 " +
    "13-90:0.02 13-96:0.02 13-115:0.13 14-15:0.44 14-19:0.2 14-20:0.2 14-21:0.2 14-22:0.2 " +
    "14-24:0.1 14-25:0.1 14-26:0.2 14-27:0.2 14-28:0.2 14-29:0.1 14-39:0.2 14-40:0.2 " +
    "14-47:0.21 14-108:0.03 14-109:0.03 14-115:0.04 15-19:0.2 15-20:0.2 15-21:0.2 15-22:0.2 " +
    "15-24:0.13 15-25:0.1 15-26:0.2 15-27:0.2 15-28:0.2 15-29:0.1 15-39:0.2 15-40:0.2 " +
    "15-47:0.05 15-109:0.02 15-115:0.1 15-116:0.02 16-22:0.05 16-36:0.23 16-37:0.23 " +
    "16-38:0.23 16-40:0.05 16-47:0.09 16-81:0.03 16-92:0.05 16-100:0.03 16-101:0.03 " +
    "17-18:0.33 17-29:0.2 17-37:0.02 17-38:0.02 17-52:0.2 17-53:0.2 18-29:0.44 18-43:0.02 " +
    "18-47:0.01 18-52:0.21 18-53:0.21 18-61:0.02 18-100:0.01 18-106:0.02 19-20:0.44 " +
    "19-24:0.1 19-25:0.1 19-26:0.2 19-27:0.2 19-28:0.2 19-29:0.1 19-54:0.14 19-104:0.07 " +
    "20-24:0.1 20-25:0.1 20-26:0.2 20-27:0.2 20-28:0.2 20-29:0.1 20-49:0.05 20-54:0.12 " +
    "20-104:0.12 21-22:0.4 21-39:0.37 21-40:0.2 21-67:0.06 22-24:0.1 22-29:0.1 22-39:0.2 " +
    "22-40:0.44 22-92:0.04 23-24:0.45 23-73:0.2 23-74:0.1 23-75:0.1 23-99:0.04 23-115:0.16 " +
    "23-116:0.16 24-26:0.1 24-27:0.1 24-28:0.1 24-29:0.2 24-73:0.2 24-83:0.03 25-26:0.1 " +
    "25-27:0.1 25-28:0.1 26-27:0.44 26-28:0.45 26-29:0.1 27-28:0.65 27-29:0.1 28-29:0.1 " +
    "29-49:0.06 29-52:0.2 29-53:0.2 30-31:0.44 30-39:0.07 30-58:0.1 30-64:0.04 30-113:0.2 " +
    "30-114:0.1 31-39:0.08 31-58:0.1 31-113:0.2 31-114:0.1 32-33:0.55 32-102:0.06 " +
    "33-102:0.05 33-103:0.01 34-35:0.4 34-65:0.08 34-72:0.1 34-73:0.1 36-37:0.46 36-38:0.46 " +
    "37-38:0.44 37-82:0.2 38-82:0.2 39-40:0.65 39-64:0.2 39-65:0.1 39-67:0.16 40-64:0.1 " +
    "40-65:0.2 40-68:0.06 41-42:0.55 43-44:0.9 43-45:0.44 43-89:0.05 44-45:0.7 46-47:0.44 " +
    "46-48:0.44 46-70:0.2 46-71:0.2 46-78:0.41 46-79:0.4 46-105:0.02 46-108:0.26 " +
    "46-109:0.21 47-48:0.44 47-49:0.1 47-50:0.1 47-51:0.1 47-78:0.4 47-79:0.4 47-108:0.25 " +
    "47-109:0.2 48-78:0.41 48-79:0.4 48-108:0.26 48-109:0.25 49-50:0.6 49-51:0.54 " +
    "49-58:0.02 50-51:0.55 51-78:0.01 52-53:0.45 54-55:0.6 56-57:0.78 58-59:0.48 58-113:0.1 " +
    "60-61:0.5 60-92:0.2 61-92:0.1 64-65:0.65 66-67:0.75 66-110:0.1 67-110:0.1 62-63:0.75 " +
    "62-90:0.1 62-91:0.1 63-90:0.1 63-91:0.1 68-69:0.45 70-71:0.66 72-73:0.55 74-75:0.55 " +
    "76-77:0.55 78-79:0.44 78-86:0.05 78-108:0.44 78-109:0.2 79-107:0.05 79-108:0.2 " +
    "79-109:0.2 80-81:0.44 80-96:0.2 80-97:0.2 81-96:0.2 81-97:0.22 81-109:0.1 82-83:0.44 " +
    "82-84:0.05 82-98:0.01 83-85:0.05 83-93:0.01 84-85:0.5 84-98:0.06 85-93:0.01 85-99:0.03 " +
    "86-87:0.44 88-89:0.44 90-91:0.44 90-96:0.06 92-93:0.44 93-94:0.01 93-95:0.03 " +
    "93-99:0.01 94-95:0.28 96-97:0.44 98-99:0.44 100-101:0.92 102-103:0.55 104-105:0.44 " +
    "104-115:0.1 104-116:0.1 105-115:0.1 105-116:0.1 106-107:0.44 108-109:0.44 110-111:0.71 " +
    "110-112:0.44 111-112:0.44 111-115:0.07 112-115:0.08 113-114:0.45 115-116:0.58"
}

describe("Duplicates.RULE_VERSION", () => {
  it("changes whenever the rule moves a score (bump it, then record the new scores here)", () => {
    expect(Object.keys(RECORDED)).toContain(D.RULE_VERSION)
    expect(scores(), `scores under ${D.RULE_VERSION}`).toBe(RECORDED[D.RULE_VERSION])
  })
})
