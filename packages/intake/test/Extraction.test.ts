/**
 * Free-text extraction on representative reports (the whole corpus is measured by
 * `pnpm bench:extraction`): the rules alone, the catalog on real storage (PGlite), and the
 * language-model refinement against a real OpenAI-compatible server on loopback.
 */
import { AuditLog, LanguageModel, ProductService } from "@atalaya/core"
import { OpenAiLanguageModel } from "@atalaya/llm"
import { Storage } from "@atalaya/sql"
import { type OpenAiTestServer, Replies, startOpenAi } from "@atalaya/testing/OpenAiTestServer"
import { Layer, ManagedRuntime } from "effect"
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest"
import { Extraction } from "../src/index.js"

const PHARMACIST_EMAIL = `Buenos días, les escribo desde la Farmacia San Martín para reportar una sospecha de reacción adversa.
Paciente M.R.T., mujer de 45 años, peso 62,5 kg. El 03/03/2026 inició amoxicilina 500 mg vía oral cada 8 horas por faringitis;
el 5 de marzo presentó urticaria generalizada y prurito intenso. Se suspendió el antibiótico y las lesiones desaparecieron al
suspender el medicamento. Paciente recuperada.
Atentamente,
Q.F. Ana López Rivas
analopez@farmaciasanmartin.pe
Cel. 987 654 321`

describe("extraction by rules", () => {
  it("reads a pharmacist's email: patient, product with dose, frequency and route, dates, reporter, contact, outcome, de-challenge", () => {
    const payload = Extraction.extractRules(PHARMACIST_EMAIL, { receptionDate: "2026-03-07" })
    expect(payload).toMatchObject({
      paciente_iniciales: "MRT",
      paciente_edad: 45,
      paciente_sexo: "F",
      paciente_peso: 62.5,
      paciente_grupo_etareo: "Adulto",
      producto_sospechoso: "Amoxicilina 500 mg cada 8 horas",
      fecha_inicio_evento: "2026-03-05",
      reportante_nombre: "Ana López Rivas",
      reportante_ocupacion: "Químico farmacéutico",
      fuente_notificacion: "Farmaceutico",
      reportante_contacto: "analopez@farmaciasanmartin.pe",
      reportante_email: "analopez@farmaciasanmartin.pe",
      reportante_telefono: "987 654 321",
      ea_desenlace: "Recuperado"
    })
    expect(payload.productos).toEqual([{
      nombre_producto: "Amoxicilina",
      dosis_frecuencia: "500 mg cada 8 horas",
      via_administracion: "Oral",
      fecha_inicio: "2026-03-03",
      desaparecio_al_suspender: "si"
    }])
    // The narrative keeps the report's clinical text and drops greeting and signature.
    expect(payload.descripcion_evento).toContain("Paciente M.R.T., mujer de 45 años")
    expect(payload.descripcion_evento).toContain("urticaria generalizada")
    expect(payload.descripcion_evento).not.toMatch(/Buenos días|Atentamente|analopez/)
    expect(payload.gravedad).toBeUndefined()
  })

  it("reads a WhatsApp message with typos, relative dates and a family member as reporter", () => {
    const text = "ola buenas mi hijo de 8 años tomo amoxisilina jarabe 250mg cada 8 oras y le a salido sarpullido en la cara desde el sabado, ya le deje de dar y esta mejorando. soy su mamá Lucia Flores 987111222"
    // Reception on Monday 2026-06-15: 'el sábado' is 2026-06-13.
    const payload = Extraction.extractRules(text, { receptionDate: "2026-06-15" })
    expect(payload).toMatchObject({
      paciente_edad: 8,
      paciente_sexo: "M",
      paciente_grupo_etareo: "Pediatrico",
      fecha_inicio_evento: "2026-06-13",
      reportante_nombre: "Lucia Flores",
      reportante_ocupacion: "Familiar",
      reportante_contacto: "987111222",
      ea_desenlace: "En recuperacion"
    })
    expect(payload.productos?.[0]).toMatchObject({ nombre_producto: "Amoxicilina", dosis_frecuencia: "250 mg cada 8 oras", via_administracion: "Oral", desaparecio_al_suspender: "si" })
    expect(payload.paciente_iniciales).toBeUndefined()
    // Without a reception date, relative dates are not guessed.
    expect(Extraction.extractRules(text).fecha_inicio_evento).toBeUndefined()
  })

  it("reads English reports and seriousness: admission, death, life threat, medically important events", () => {
    const english = "Patient initials: K.L., 34-year-old female, 55 kg. She took ibuprofen 400 mg orally twice daily (started 2026-01-20) and on 2026-01-22 developed facial angioedema. She was admitted to the hospital and treated with epinephrine and hydrocortisone. Recovered without sequelae on 2026-01-25. Reporter: Dr. Laura Méndez, laura.mendez@clinicasur.com"
    const payload = Extraction.extractRules(english, { receptionDate: "2026-01-27" })
    expect(payload).toMatchObject({
      paciente_iniciales: "KL", paciente_edad: 34, paciente_sexo: "F", paciente_peso: 55,
      fecha_inicio_evento: "2026-01-22", fecha_fin_evento: "2026-01-25",
      gravedad: "Grave", ea_criterios_gravedad: ["hospitalizacion"], ea_desenlace: "Recuperado",
      reportante_nombre: "Laura Méndez", reportante_ocupacion: "Médico"
    })
    // English names become the Spanish INN; the drugs given for the reaction are not suspects.
    expect(payload.productos?.map((p) => p.nombre_producto)).toEqual(["Ibuprofeno"])
    expect(payload.productos?.[0]).toMatchObject({ dosis_frecuencia: "400 mg twice daily", via_administracion: "Oral", paciente_recibio_tratamiento_ram: "si", detalle_tratamiento_ram: "Epinefrina, Hidrocortisona" })

    const sjs = Extraction.extractRules("Varón de 25 años, iniciales C.A.M., carbamazepina 200 mg c/12h. El 18/03/2026 presentó síndrome de Stevens-Johnson; hospitalizado en UCI con riesgo vital. Falleció el 25/03/2026.", { receptionDate: "2026-03-26" })
    expect(new Set(sjs.ea_criterios_gravedad)).toEqual(new Set(["hospitalizacion", "amenaza_vida", "medicamente_importante", "muerte"]))
    expect(sjs.ea_desenlace).toBe("Muerte")
  })

  it("does not take what the text denies or what came before the reaction for seriousness", () => {
    const noCriteria = Extraction.extractRules("Lactante de 8 meses, sexo femenino, recibió vacuna pentavalente IM el 02/04/2026 y a las 6 horas presentó fiebre. Acudió a emergencia, no requirió hospitalización.", { receptionDate: "2026-04-04" })
    expect(noCriteria.ea_criterios_gravedad).toBeUndefined()
    expect(noCriteria).toMatchObject({ paciente_edad: 0, paciente_sexo: "F", fecha_inicio_evento: "2026-04-02" })
    expect(noCriteria.productos?.[0]).toMatchObject({ nombre_producto: "Vacuna pentavalente", via_administracion: "Intramuscular" })
    // Already in hospital for another reason: not a criterion of the reaction.
    const inpatient = Extraction.extractRules("Pcte. JCQ, varón, 67 a., hospitalizado en Medicina por neumonía. Recibe ceftriaxona 2 g EV c/24h. El 14/02/2026 presenta exantema.", { receptionDate: "2026-02-16" })
    expect(inpatient.ea_criterios_gravedad).toBeUndefined()
    expect(inpatient).toMatchObject({ paciente_iniciales: "JCQ", paciente_edad: 67, paciente_sexo: "M", fecha_inicio_evento: "2026-02-14" })
  })

  it("leaves out what the report does not say, and invents nothing from a bare complaint", () => {
    expect(Extraction.extractRules("Me cayó mal el antibiótico, me dio mucha diarrea.", { receptionDate: "2026-05-05" })).toEqual({
      descripcion_evento: "Me cayó mal el antibiótico, me dio mucha diarrea."
    })
    // Unknown-patient placeholders are not initials; lab values are not products.
    const form = Extraction.extractRules("Paciente: N.N.\nSexo: M\nEdad: 56 años\nProducto: insulina glargina 20 UI SC noche\nEvento: hipoglicemia severa (glucosa 38 mg/dl)", { receptionDate: "2026-06-05" })
    expect(form.paciente_iniciales).toBeUndefined()
    expect(form.productos?.map((p) => p.nombre_producto)).toEqual(["Insulina glargina"])
    expect(form.productos?.[0]).toMatchObject({ dosis_frecuencia: "20 UI", via_administracion: "Subcutánea" })
  })

  it("reads dates in numeric, Spanish and English forms, and infers the missing year from the reception date", () => {
    const start = (text: string, reception = "2026-03-10") => Extraction.extractRules(`Paciente de 40 años. ${text}`, { receptionDate: reception }).fecha_inicio_evento
    expect(start("El 3 de marzo de 2026 presentó urticaria.")).toBe("2026-03-03")
    expect(start("El 03-03-26 presentó urticaria.")).toBe("2026-03-03")
    expect(start("On March 3, 2026 she developed a rash.")).toBe("2026-03-03")
    expect(start("Marzo 3 presentó urticaria.")).toBe("2026-03-03")
    // A day later than reception in this year means last year.
    expect(start("El 28 de diciembre presentó urticaria.", "2026-01-10")).toBe("2025-12-28")
    expect(start("Hace 3 días presentó urticaria.")).toBe("2026-03-07")
    expect(start("Ayer presentó urticaria.")).toBe("2026-03-09")
    // Not a date: a blood pressure.
    expect(start("Presión arterial 90/60, presentó mareos.")).toBeUndefined()
  })

  it("dates the reaction, not the drug, the visit or the admission", () => {
    const start = (text: string, reception: string) => Extraction.extractRules(text, { receptionDate: reception }).fecha_inicio_evento
    // A weekday before the day, a date in brackets, a sentence-ending date.
    expect(start("Mi hija de 16 años tomó Ponstan 500 el domingo 8/3, a la hora tuvo ronchas.", "2026-03-10")).toBe("2026-03-08")
    expect(start("El 15 de agosto me aplicaron la vacuna y a los tres días (18/08) empecé con hormigueo en las piernas.", "2026-10-01")).toBe("2026-08-18")
    // The reason for the drug is no reaction; 'le pusieron' is the drug, 'hoy tiene fiebre' the reaction.
    expect(start("Varón de 27 años, tomó ibuprofeno 400 mg desde 01-11-26 por dolor dental; el 03-11-26 presentó melena.", "2026-11-10")).toBe("2026-11-03")
    expect(start("mi bebe de 8 meses, hace 2 dias le pusieron su vacuna SPR y hoy tiene fiebre", "2026-09-15")).toBe("2026-09-15")
    expect(start("a mi abuelita le dieron tramadol ayer x el dolor de cadera y hoy amanecio confundida", "2026-04-18")).toBe("2026-04-18")
    // What the text says started outranks the day of the visit.
    expect(start("A 52 y/o man came in today (Nov 20) with swelling of the lips that started last night, on lisinopril 20 mg.", "2026-11-20")).toBe("2026-11-19")
    // An admission for another reason is not the reaction's day.
    expect(start("Paciente de 81 años. Ingresa el 12/09/2026 por neumonía; recibe enoxaparina 40 mg SC. El 16/09/2026 presenta hemorragia digestiva.", "2026-09-20")).toBe("2026-09-16")
    // A form's 'Inicio RAM:' line; a note headed by its date that tells the hours; the n-th day of treatment.
    expect(start("Medicamento: fenitoína 100 mg VO c/8h (inicio 10/01/2026)\nRAM: rash generalizado\nInicio RAM: 31/01/2026", "2026-02-06")).toBe("2026-01-31")
    expect(start("Turno noche 05/02/2026. Sra. de 76 años. A las 02:00 se le administró ketorolaco 60 mg IM; a las 06:00 se evidencia oliguria.", "2026-02-09")).toBe("2026-02-05")
    expect(start("Señor de 38 años tomó cotrimoxazol c/12h y al 4to dia le salieron ampollas en la boca. Empezó a tomar el 01/07.", "2026-07-08")).toBe("2026-07-04")
    // Taken, and a reaction within hours: that day; discharged without symptoms: the end.
    const apronax = Extraction.extractRules("La paciente de 45 años, el 30 de octubre tomó 2 tabletas de Apronax 550 mg y a las pocas horas presentó edema palpebral. Alta el 31/10 asintomática.", { receptionDate: "2026-11-02" })
    expect(apronax).toMatchObject({ fecha_inicio_evento: "2026-10-30", fecha_fin_evento: "2026-10-31", ea_desenlace: "Recuperado" })
  })

  it("reads brands, combinations in brackets, vaccines named alone, form lines, and puts a withdrawn product first", () => {
    const extract = (text: string) => Extraction.extractRules(text, { receptionDate: "2026-07-08" })
    expect(extract("tome panadol antigripal para la gripe y me salieron ronchas").productos?.[0]?.nombre_producto).toBe("Panadol antigripal")
    expect(extract("Señor de 38 años tomó Bactrim Forte (sulfametoxazol/trimetoprima 800/160) c/12h y le salieron ampollas.").productos?.[0])
      .toMatchObject({ nombre_producto: "Bactrim Forte", dosis_frecuencia: "800/160 c/12h" })
    expect(extract("Lactante de 4 meses, recibió vacunas del calendario (pentavalente, neumococo, IPV). Al día siguiente induración en el muslo.").productos?.map((p) => p.nombre_producto))
      .toEqual(["Vacuna pentavalente", "Vacuna neumococo", "Vacuna IPV"])
    const form = extract("Iniciales: A.C.P.\nEdad: 8 meses\nMedicamento sospechoso: Vacuna DPT\nDosis: 0.5 ml\nVía: IM\nReacción adversa: llanto persistente")
    expect(form).toMatchObject({ paciente_iniciales: "ACP", paciente_edad: 0 })
    expect(form.productos?.[0]).toMatchObject({ nombre_producto: "Vacuna DPT", dosis_frecuencia: "0.5 ml", via_administracion: "Intramuscular" })
    expect(extract("mi hijo tomó amoxicilina jarabe 250mg/5ml cada 8h y le salieron manchas").productos?.[0]?.dosis_frecuencia).toBe("250 mg/5ml cada 8h")
    // The product withdrawn after the reaction, among several given, is the suspect.
    const inpatient = extract("Paciente de 81 años, recibe ceftriaxona 2 g EV c/24h y enoxaparina 40 mg SC c/24h. El 16/09/2026 presenta hemorragia digestiva, se suspende enoxaparina.")
    expect(inpatient.productos?.map((p) => p.nombre_producto)).toEqual(["Enoxaparina", "Ceftriaxona"])
    expect(inpatient.productos?.[0]).toMatchObject({ dosis_frecuencia: "40 mg c/24h", via_administracion: "Subcutánea" })
  })

  it("reads outcomes and de-challenge as people write them, and death words that are no death", () => {
    const extract = (text: string) => Extraction.extractRules(text, { receptionDate: "2026-11-07" })
    const improving = extract("mi hijo de 6 años tomó amoxicilina y le salieron manchas rojas, ya no le doy el jarabe y las manchitas estan bajando")
    expect(improving.ea_desenlace).toBe("En recuperacion")
    expect(improving.productos?.[0]?.desaparecio_al_suspender).toBe("si")
    const same = extract("Tengo 41 años, tomé ciprofloxacino y me duele el talón. Dejé de tomar la pastilla ayer pero sigo igual.")
    expect(same.ea_desenlace).toBe("No recuperado")
    expect(same.productos?.[0]?.desaparecio_al_suspender).toBe("no")
    expect(extract("Jovencita de 16 años con ronchas tras ibuprofeno. Le dimos cetirizina y se le pasó.")).toMatchObject({ paciente_sexo: "F", ea_desenlace: "Recuperado" })
    expect(extract("Varón de 60 años con rash por fenitoína.\nAcciones: suspensión de fenitoína\nEvolución: favorable").productos?.[0]?.desaparecio_al_suspender).toBe("si")
    const ideas = extract("Paciente de 19 años con isotretinoína, presenta tristeza; la madre refiere ideas de muerte.")
    expect(ideas.ea_criterios_gravedad).toEqual(["medicamente_importante"])
    expect(ideas.ea_desenlace).toBeUndefined()
  })

  it("finds reporters behind licence numbers, exclamations, English titles and bare signatures, and self-reporters who sign", () => {
    const who = (text: string) => Extraction.extractRules(text, { receptionDate: "2026-10-22" })
    expect(who("Pcte. de 72 años con eritema tras vancomicina.\nLic. Enf. Rosa Elvira Chumpitaz  CEP 45781").reportante_nombre).toBe("Rosa Elvira Chumpitaz")
    expect(who("Patient female 34 yo con nausea tras sertraline 50 mg. Thanks! Paola Rengifo - prengifo@clinicadelsur.pe").reportante_nombre).toBe("Paola Rengifo")
    expect(who("45 yo F developed rigors during rituximab infusion. RN Sarah Kim.").reportante_nombre).toBe("Sarah Kim")
    expect(who("QF Rocío aquí de la botica San Judas, te paso un caso: jovencita de 16 años con ronchas tras ibuprofeno").reportante_nombre).toBe("Rocío")
    // A first-person report signed with a full name: the writer is the patient.
    const own = Extraction.extractRules("Hello, I'm a 31 year old woman. I started acetazolamide 250 mg twice a day and since Nov 2nd I have tingling in my hands. Emma Clarke, emma.clarke@gmail.com", { receptionDate: "2026-11-04" })
    expect(own).toMatchObject({ reportante_nombre: "Emma Clarke", reportante_ocupacion: "Paciente", paciente_iniciales: "EC", paciente_sexo: "F", fecha_inicio_evento: "2026-11-02" })
    // Someone else's patient: the signature stays the reporter's only.
    expect(who("Me escribe por mi mamá de 70 años, le dieron tramadol y tiene vómitos. Nelly Ramos, 987654321").paciente_iniciales).toBeUndefined()
    expect(who("buenas tardes, mi bebe tiene 8 meses y hoy tiene fiebre tras la vacuna").paciente_edad).toBe(0)
  })

  it("reads visits for the reaction, dated notes told by the hour, endings, checkbox forms and grams", () => {
    const at = (text: string, reception: string) => Extraction.extractRules(text, { receptionDate: reception })
    // The visit's reason is the reaction: that day; the report of its end the next day.
    expect(at("Varón de 44 años inició naproxeno 550 mg el 12/08/2026. El 14/08/2026 regresó a la botica con dolor epigástrico; suspendió el AINE. Al día siguiente nos informó que el dolor había cedido.", "2026-08-17"))
      .toMatchObject({ fecha_inicio_evento: "2026-08-14", fecha_fin_evento: "2026-08-15" })
    expect(at("Paciente de 61 años con timolol colirio desde hace 2 meses. Consulta el 08/07/2026 por cansancio y mareos. Se suspende timolol. Control: asintomático.", "2026-07-16"))
      .toMatchObject({ fecha_inicio_evento: "2026-07-08", productos: [{ nombre_producto: "Timolol", via_administracion: "Oftálmica", desaparecio_al_suspender: "si" }] })
    expect(at("Male 58 yo on atorvastatin 40 mg. On 2026-03-02 he presented with muscle pain. Atorvastatin was discontinued and CK returned to normal by 2026-03-20.", "2026-03-25").fecha_fin_evento).toBe("2026-03-20")
    // A weekday after a date written just before: counted from it, not from reception.
    expect(at("Me vacuné contra el covid el viernes 9 de octubre y desde el sabado tengo palpitaciones. Tengo 24 años.", "2026-10-20").fecha_inicio_evento).toBe("2026-10-10")
    // The first line of a note and its clock times; 'today' in a message told by the hour.
    expect(at("Servicio de Emergencia. 14/03/2026 18:20 h.\nPcte. mujer 39a, recibiendo metamizol 2 g EV; a los 5 min de iniciada la infusión presenta rash.", "2026-03-15"))
      .toMatchObject({ fecha_inicio_evento: "2026-03-14", paciente_edad: 39, paciente_sexo: "F" })
    expect(at("le pusimos ciprofloxacino 400mg IV a las 10am y como a las 2pm empezó con delirium. Today 5/6.", "2026-06-05").fecha_inicio_evento).toBe("2026-06-05")
    // A cycle given on a day, the reaction during the infusion in the next clause.
    expect(at("Pcte. F, 52 a, ciclo 2 de paclitaxel 175 mg/m2 EV el 03/06/2026; durante la infusión presentó disnea.", "2026-06-05").fecha_inicio_evento).toBe("2026-06-03")
    // Only the ticked box of a form counts.
    expect(at("Medicamento sospechoso: Amlodipino 10 mg\nDosis / frecuencia: 1 tableta al día\nDesenlace: [ ] Recuperado [X] En recuperación [ ] No recuperado", "2026-06-02"))
      .toMatchObject({ ea_desenlace: "En recuperacion", productos: [{ dosis_frecuencia: "10 mg, 1 tableta al día" }] })
    expect(at("RN de 12 días de vida, peso 2850 g, con ampicilina 150 mg EV c/12h; el 09/09/2026 presenta rash.", "2026-09-14")).toMatchObject({ paciente_edad: 0, paciente_peso: 2.85 })
  })

  it("blames the product the reaction is timed from, keeps doses after 'luego', and tells anatomy from routes", () => {
    const at = (text: string) => Extraction.extractRules(text, { receptionDate: "2026-07-24" })
    const obstetric = at("Puérpera de 31 años recibió oxitocina 10 UI IM y misoprostol 800 mcg sublingual. A los 20 minutos del misoprostol presenta escalofríos, con resolución a las 3 horas.")
    expect(obstetric.productos?.[0]).toMatchObject({ nombre_producto: "Misoprostol", dosis_frecuencia: "800 mcg", via_administracion: "Sublingual" })
    expect(obstetric.ea_desenlace).toBe("Recuperado")
    expect(at("Varón de 63 años, inició colistina 9 MUI EV de carga y luego 4.5 MUI c/12h; presentó insuficiencia renal.").productos?.[0]?.dosis_frecuencia).toBe("9 MUI, 4.5 MUI c/12h")
    expect(at("Gestante de 19 años tomó misoprostol (Cytotec) hace una semana, con sangrado vaginal desde hace 4 días.").productos?.[0]?.via_administracion).toBeUndefined()
    expect(at("hi! im 27, female, took malarone (atovaquone/proguanil) and now i have mouth ulcers")).toMatchObject({ paciente_edad: 27, paciente_sexo: "F", producto_sospechoso: "Malarone" })
    const family = at("Buen día Dra, mi viejita de 78 años toma captopril 25mg 2 veces al día y tiene tos seca. Su hijo Walter")
    expect(family).toMatchObject({ paciente_edad: 78, paciente_sexo: "F", reportante_nombre: "Walter", reportante_ocupacion: "Familiar" })
    expect(at("QF Marco de Mifarma Surco. Señora 55a tomó levofloxacino 750 x 3 dias y vino con palpitaciones."))
      .toMatchObject({ reportante_nombre: "Marco", paciente_edad: 55, productos: [{ dosis_frecuencia: "750" }] })
    expect(at("Señores, mi madre Gloria Huamán Ríos de 69 años usa insulina NPH. Anteayer la encontramos sudando y confundida.")).toMatchObject({ paciente_iniciales: "GHR", fecha_inicio_evento: "2026-07-22" })
  })

  it("reads more date forms, form answers, tables and bare signatures", () => {
    const at = (text: string, reception: string) => Extraction.extractRules(text, { receptionDate: reception })
    expect(at("Mujer de 30 años, el 3 del presente mes recibió vacuna dTpa IM y horas después presentó dolor en el brazo. Al control los síntomas persistían.", "2026-05-08"))
      .toMatchObject({ fecha_inicio_evento: "2026-05-03", ea_desenlace: "No recuperado" })
    expect(at("La paciente (63 a) presentó hipoglucemia el 2026/08/04 tras el ajuste de glibenclamida. Alta con glibenclamida suspendida, sin secuelas.", "2026-08-10"))
      .toMatchObject({ fecha_inicio_evento: "2026-08-04", productos: [{ desaparecio_al_suspender: "si" }] })
    expect(at("mi causa de 28 se metio unas pastillas de sildenafil de 100 y ahora tiene dolor de cabeza, esta asustado. fue hace como 3 horas", "2026-02-21"))
      .toMatchObject({ paciente_edad: 28, paciente_sexo: "M", fecha_inicio_evento: "2026-02-21" })
    expect(at("Mujer de 72 años, recibió vacuna contra influenza el 25/04/2026. El mismo día por la noche presentó fiebre. Al 27/04 se encontraba asintomática.", "2026-04-29"))
      .toMatchObject({ fecha_inicio_evento: "2026-04-25", fecha_fin_evento: "2026-04-27" })
    // A drug started 'desde que le cambiaron a X … el 10 de mayo': the reaction since then, not the later dose change.
    expect(at("Mi madre de 80 años, desde que le cambiaron a tramadol 37.5 mg cada 8 horas el 10 de mayo, está con estreñimiento. Le bajaron la dosis el 15 de mayo y está algo mejor.", "2026-05-18"))
      .toMatchObject({ fecha_inicio_evento: "2026-05-10", ea_desenlace: "En recuperacion" })
    // The indication is no onset: 'for traveler's diarrhea starting Sept 3'.
    expect(at("My husband (67) took ciprofloxacin 500 mg twice daily for traveler's diarrhea starting Sept 3. On Sept 6 he felt pain in his Achilles tendon. He stopped the antibiotic. He still cannot walk normally.", "2026-09-10"))
      .toMatchObject({ fecha_inicio_evento: "2026-09-06", ea_desenlace: "No recuperado", productos: [{ desaparecio_al_suspender: "no" }] })
    // An English form; a pipe table; a question answered NO.
    expect(at("Name: D.F.\nAge: 41\nGender: Male\nSuspect drug: Ivermectin 6 mg tablets\nReaction: dizziness and tremor starting 2 hours after intake on 2026-01-18\nReporter: Pharm. Rosa Espinoza", "2026-01-20"))
      .toMatchObject({ paciente_iniciales: "DF", paciente_edad: 41, fecha_inicio_evento: "2026-01-18", reportante_nombre: "Rosa Espinoza" })
    expect(at("Paciente | F.R.M. | 7a | F | 22 kg\nFármaco | Carbamazepina 200 mg | VO\nNotifica | QF Lucía Mamani Apaza – lmamani@essalud.gob.pe", "2026-10-22"))
      .toMatchObject({ paciente_edad: 7, paciente_peso: 22, reportante_nombre: "Lucía Mamani Apaza" })
    expect(at("Paciente de 34 años con palpitaciones por azitromicina.\n5. ¿Requirió hospitalización? NO", "2026-04-20").ea_criterios_gravedad).toBeUndefined()
    // A bare multi-word signature under a first-person report; a named client with his age.
    expect(at("hola, tengo 19 años, soy varon. el sabado me inyectaron penicilina y el domingo me salieron ronchas. Ya estoy mejor. Luis Alberto Mendoza", "2026-06-16"))
      .toMatchObject({ reportante_nombre: "Luis Alberto Mendoza", paciente_iniciales: "LAM", fecha_inicio_evento: "2026-06-14" })
    expect(at("Un cliente, el Sr. Teodoro Quispe Huamán de 82 años de edad, presentó mareos tras una inyección. Atte. Tec. Farm. Nilo Ccahuana", "2026-11-04"))
      .toMatchObject({ paciente_iniciales: "TQH", reportante_nombre: "Nilo Ccahuana" })
  })

  it("reads HTML, capitals, birth dates, self-reporting professionals and a suspect named only with a treatment cue", () => {
    const at = (text: string, reception: string) => Extraction.extractRules(text, { receptionDate: reception })
    const html = at("<p>Notifico el caso de la paciente N.C.R., de 41 años, quien recibió iohexol 100 ml EV el 16/09/2026 a las 10:15. Al finalizar la infusión presentó urticaria.</p>\n<p>Atentamente,<br>Tecnólogo Médico Jorge Valdivia<br>jvaldivia@clinica.pe</p>", "2026-09-17")
    expect(html).toMatchObject({ fecha_inicio_evento: "2026-09-16", reportante_nombre: "Jorge Valdivia", paciente_iniciales: "NCR" })
    expect(html.descripcion_evento).not.toContain("<")
    const caps = at("PACIENTE: J.L.P.   EDAD: 58   SEXO: M\nMEDICAMENTO: ALOPURINOL 300 MG VO\nINICIO: 05/02/2026\nREACCION: ERUPCION CON AMPOLLAS\nFECHA REACCION: 25/02/2026\nNOTIFICADOR: DR. PERCY HUAMAN - DERMATOLOGIA", "2026-03-01")
    expect(caps).toMatchObject({ fecha_inicio_evento: "2026-02-25", reportante_nombre: "Percy Huaman", productos: [{ fecha_inicio: "2026-02-05" }] })
    expect(at("Paciente (iniciales): G.R.S.\nFecha de nacimiento: 12/05/1960\nMedicamento: Metamizol 1 g EV\nReacción: agranulocitosis\nFecha de la reacción: 10/12/2026", "2026-12-14"))
      .toMatchObject({ paciente_fecha_nacimiento: "1960-05-12", paciente_edad: 66, fecha_inicio_evento: "2026-12-10" })
    // A pharmacist reporting a reaction of their own.
    expect(at("Colegas, les reporto un caso en mí mismo: soy QF, varón de 31 años, tomé ketorolaco 10 mg sublingual hoy a las 9 am y a las 10 am tuve broncoespasmo. Mejoré en 30 minutos. QF Renato Gálvez", "2026-03-19"))
      .toMatchObject({ paciente_iniciales: "RG", fecha_inicio_evento: "2026-03-19", ea_desenlace: "Recuperado" })
    // The indication named before the drug ('con tos y fiebre recibió…') leaves the drug the suspect.
    expect(at("Paciente varón 50 años con tos y fiebre recibió levofloxacino 500 mg VO c/24h desde el 10/04/2026; el 12/04 presentó insomnio, por lo que se suspendió con desaparición de los síntomas.", "2026-04-25").productos?.[0])
      .toMatchObject({ nombre_producto: "Levofloxacino", dosis_frecuencia: "500 mg c/24h", desaparecio_al_suspender: "si" })
    // An added drug is no reaction; a herbal tea 'en infusión' is no intravenous route; the visit 'hoy' is the day.
    expect(at("Varón de 70 años con digoxina 0.25 mg/día; el 02/10/2026 le agregaron claritromicina. El 06/10/2026 acudió con náuseas y visión amarilla.", "2026-10-09").fecha_inicio_evento).toBe("2026-10-06")
    const tea = at("Varón de 57 años con warfarina 5 mg/día, empezó a tomar uña de gato en infusión hace 10 días. Hoy acude por epistaxis.", "2026-07-20")
    expect(tea).toMatchObject({ fecha_inicio_evento: "2026-07-20" })
    expect(tea.productos?.[0]?.via_administracion).toBeUndefined()
    // Names and ages as people write them.
    expect(at("Pharmacist on duty: Kevin O'Brien. 64 y/o female on lithium 300 mg TID with tremor.", "2026-03-16").reportante_nombre).toBe("Kevin O'Brien")
    expect(at("mi papá Ernesto (68 años) se puso insulina anoche y hoy lo encontramos sudoroso. Att. su hija Pamela, 944 332 110", "2026-10-05"))
      .toMatchObject({ paciente_sexo: "M", reportante_nombre: "Pamela", fecha_inicio_evento: "2026-10-05" })
    expect(at("Hi, I'm Sarah, 29, and I weigh 60 kg. Last Friday my doctor started me on doxycycline 100 mg. Since Sunday I get a rash in the sun.", "2026-07-15"))
      .toMatchObject({ paciente_edad: 29, paciente_sexo: "F", paciente_peso: 60, fecha_inicio_evento: "2026-07-12" })
    expect(at("mi esposa toma levotiroxina 100 y tiene palpitaciones, tiene 36. q hacemos?", "2026-04-14").paciente_edad).toBe(36)
    expect(at("Puesto de Salud Ccollpa. Señora Felícitas Huamaní Quispe, 38 años, recibió medroxiprogesterona 150 mg IM. Téc. Enf. Edgar Ramos, cel. 964 778 120", "2026-06-25"))
      .toMatchObject({ reportante_nombre: "Edgar Ramos", paciente_iniciales: "FHQ" })
  })

  it("reads findings dated with the reaction, notes opened by their date, relatives' labels and life-threatening anaphylaxis", () => {
    const at = (text: string, reception: string) => Extraction.extractRules(text, { receptionDate: reception })
    expect(at("Paciente L.F.C., varón 39 a, con tacrolimus 3 mg c/12h VO. Nivel sérico del 08/07/2026: 18 ng/ml (alto) con temblor fino, tras iniciar fluconazol el 01/07/2026.", "2026-07-10").fecha_inicio_evento).toBe("2026-07-08")
    expect(at("Onco day care 12/11/2026: pte F 48a, 1st infusion trastuzumab 8 mg/kg IV; at 45 min chills and rigors. Infusion paused, symptoms resolved in 1h.", "2026-11-13"))
      .toMatchObject({ paciente_sexo: "F", paciente_edad: 48, fecha_inicio_evento: "2026-11-12", productos: [{ desaparecio_al_suspender: "si" }] })
    expect(at("Pcte. 85 a, F, con furosemida 40 mg EV. El 14/03/2026 se evidencia hipokalemia y calambres. Al 16/03 K 3.8, sin calambres.", "2026-03-17").fecha_fin_evento).toBe("2026-03-16")
    expect(at("Tipo de reportante: Profesional de salud\nNombres y apellidos del reportante: Julio César Ruiz Paredes\nPeso (kg): 70", "2026-06-10"))
      .toMatchObject({ reportante_nombre: "Julio César Ruiz Paredes", paciente_peso: 70 })
    expect(at("a mi hijo de 9 años le pusieron la vacuna antirrábica y hoy amaneció con ronchas. Mamá: Delia Choque, 951 234 555", "2026-04-03").reportante_nombre).toBe("Delia Choque")
    expect(at("Soy Patricia León, tengo 38 años. Ayer compré Nastizol y después de tomar 2 tabletas sentí taquicardia. Hoy sigo con palpitaciones.", "2026-02-09"))
      .toMatchObject({ ea_desenlace: "No recuperado", productos: [{ nombre_producto: "Nastizol", dosis_frecuencia: "2 tabletas" }] })
    // The mother speaks; the patient is the baby, whose sex is not said.
    expect(at("la señora dice que a su bebé de 6 meses le pusieron la vacuna pentavalente y desde esa noche tiene fiebre", "2026-09-23").paciente_sexo).toBeUndefined()
    expect(at("RN varón de 1 día de vida, recibió vitamina K 1 mg IM al nacer.", "2026-01-22")).toMatchObject({ paciente_edad: 0, productos: [{ nombre_producto: "Vitamina K", dosis_frecuencia: "1 mg", via_administracion: "Intramuscular" }] })
    expect(at("23F received IV ceftriaxone 1 g; 5 min later generalized urticaria, wheeze, BP 70/40: anaphylaxis. Admitted to ICU.", "2026-12-02").ea_criterios_gravedad)
      .toEqual(expect.arrayContaining(["amenaza_vida", "medicamente_importante", "hospitalizacion"]))
  })

  it("keeps reaction words whole, forms and routes out of product names, and reads abbreviated labels", () => {
    const at = (text: string, reception: string) => Extraction.extractRules(text, { receptionDate: reception })
    // 'tantos' holds no 'tos'; '60 y tantos' is no age; the day she came back with the swelling is the reaction's.
    const vague = at("Una señora de 60 y tantos años que vino a la botica hace 3 días a comprar ibuprofeno 400 mg regresó hoy con la cara hinchada. QF Tito Reyes", "2026-03-12")
    expect(vague.paciente_edad).toBeUndefined()
    expect(vague.fecha_inicio_evento).not.toBe("2026-03-09")
    const cream = at("La paciente Milagros Chávez, de 23 años, usó clotrimazol crema vaginal 1% y al segundo día presentó ardor. Suspendió la crema y mejoró en 3 días.", "2026-01-25")
    expect(cream.productos).toEqual([expect.objectContaining({ nombre_producto: "Clotrimazol", dosis_frecuencia: "1 %", via_administracion: "Vaginal" })])
    expect(cream).toMatchObject({ paciente_iniciales: "MC", ea_desenlace: "Recuperado" })
    expect(at("Ficha rápida – E: 34 a, S: F, P: 65 kg. Medicamento: ceftriaxona 1 g IM. Reacción: dolor intenso y absceso en glúteo, inicio 11/03/2026.", "2026-03-20"))
      .toMatchObject({ paciente_edad: 34, paciente_sexo: "F", paciente_peso: 65, fecha_inicio_evento: "2026-03-11" })
    expect(at("PACIENTE: Pedro Castillo Vera (H.C. 223344), 58 AÑOS\nFÁRMACO: VANCOMICINA 1 G EV\nRESPONSABLE: QF Marta Quiroz", "2026-12-05"))
      .toMatchObject({ paciente_iniciales: "PCV", reportante_nombre: "Marta Quiroz" })
    // Vaccine brands; 'esa misma noche'; 'al día siguiente ya estaba bien'.
    expect(at("El 02/06/2026 recibí la 4ta dosis de la vacuna Pfizer. Esa misma noche tuve fiebre. Al día siguiente ya estaba bien. Tengo 30 años.", "2026-06-05"))
      .toMatchObject({ producto_sospechoso: "Vacuna Pfizer", fecha_inicio_evento: "2026-06-02", fecha_fin_evento: "2026-06-03", ea_desenlace: "Recuperado" })
    expect(at("Desde hace 15 días tomo orlistat 120 mg con cada comida y tengo diarrea.", "2026-07-20").productos?.[0]?.dosis_frecuencia).toBe("120 mg con cada comida")
    expect(at("Pcte M 61a, esquema FOLFOX (oxaliplatino 85 mg/m2 + 5-FU), ciclo 4 el 14/09/2026. Durante la infusión de oxaliplatino presentó disestesia.", "2026-09-15").productos?.[0])
      .toMatchObject({ nombre_producto: "Oxaliplatino", dosis_frecuencia: "85 mg/m2", via_administracion: "Intravenosa" })
    expect(at("Hola soy Raquel, 56 años. Compré un colágeno hidrolizado y me salieron granitos. Lo dejé de tomar el lunes y ya se me están secando.", "2026-10-16"))
      .toMatchObject({ reportante_nombre: "Raquel", paciente_sexo: "F", ea_desenlace: "En recuperacion", productos: [{ nombre_producto: "Colágeno", desaparecio_al_suspender: "si" }] })
    expect(at("doc mi chibolo de 7 años tomó azitromicina y ayer empezó a vomitar", "2026-06-18")).toMatchObject({ paciente_sexo: "M", paciente_edad: 7, fecha_inicio_evento: "2026-06-17" })
  })

  it("reads pasted tables, pounds, lab findings, hours after the start, and dates the only date of an immediate reaction", () => {
    const at = (text: string, reception: string) => Extraction.extractRules(text, { receptionDate: reception })
    expect(at("Envío datos del caso:\nIniciales\tEdad\tSexo\tPeso\nJ.C.R.\t50\tM\t70 kg\nMedicamento: tramadol 50 mg VO c/8h\nRAM: retención urinaria", "2026-06-15"))
      .toMatchObject({ paciente_iniciales: "JCR", paciente_edad: 50, paciente_sexo: "M", paciente_peso: 70 })
    expect(at("55-year-old man (weight 198 lb) on allopurinol 300 mg daily. On 2026-01-25 he came back with a widespread rash. Pharmacist: Daniel Kim, RPh, 415-555-0199", "2026-01-26"))
      .toMatchObject({ paciente_peso: 89.81, fecha_inicio_evento: "2026-01-25", reportante_contacto: "415-555-0199" })
    expect(at("Niña de 12 años con metotrexato 20 mg/m2 VO semanal. Control del 14/05/2026: neutrófilos 350/mm3 (neutropenia G4).", "2026-05-16").fecha_inicio_evento).toBe("2026-05-14")
    expect(at("Obs.: paciente F 25a refiere exantema pruriginoso 48 h después de iniciar nitrofurantoína 100 mg c/6h (inicio 17/11/2026).", "2026-11-20"))
      .toMatchObject({ paciente_edad: 25, paciente_sexo: "F", fecha_inicio_evento: "2026-11-19" })
    // One date in the report, an immediate reaction: that day. A 'note' heading with its date is no finding 'with' shock.
    const clinic = at("Adjunto un caso atendido ayer en nuestra clínica. Varón de 39 años recibió diclofenaco 75 mg IM y a los 20 minutos presentó prurito, con mejoría completa en 2 horas.\nQ.F. Esp. Lorena Cárdenas Vidal", "2026-09-10")
    expect(clinic).toMatchObject({ fecha_inicio_evento: "2026-09-09", ea_desenlace: "Recuperado", reportante_nombre: "Lorena Cárdenas Vidal" })
    expect(at("ICU note 2026-02-27: 58M with septic shock on vancomycin since 2026-02-20 developed acute kidney injury on 2026-02-23.", "2026-02-28").fecha_inicio_evento).toBe("2026-02-23")
    expect(at("Niña de 3 años recibe salbutamol en nebulización c/20 min x 3 el 04/04/2026; presenta temblor fino y taquicardia.", "2026-04-06").fecha_inicio_evento).toBe("2026-04-04")
    expect(at("A 30-year-old female took loratadine 10 mg on 14 Feb 2026 and experienced palpitations within an hour. Symptoms resolved the same day. Regards, Drug Safety Officer", "2026-02-16"))
      .toMatchObject({ fecha_inicio_evento: "2026-02-14", fecha_fin_evento: "2026-02-14" })
    // A letter: 'Yo, NAME, … de 48 años, comunico…'; a relative writing about 'la sra NAME'.
    expect(at("Señores DIGEMID: Yo, Teresa Villanueva Gómez, identificada con DNI 40567123, de 48 años, comunico que el 25 de agosto presenté heces negras tras ibuprofeno. Estoy recuperándome.", "2026-09-02"))
      .toMatchObject({ reportante_nombre: "Teresa Villanueva Gómez", paciente_iniciales: "TVG", paciente_sexo: "F", fecha_inicio_evento: "2026-08-25", ea_desenlace: "En recuperacion" })
    expect(at("le escribe la hija de la sra Juana Quispe, ella tiene 77 y toma clopidogrel, hoy en la mañana vomitó con sangre. Milagros", "2026-04-21"))
      .toMatchObject({ paciente_iniciales: "JQ", paciente_edad: 77, fecha_inicio_evento: "2026-04-21" })
    expect(at("me llamo Fernando Rojas tengo 40 años, anoche tome 1 tableta de sildenafil 50 y hoy tengo dolor de cabeza, todavia no se me pasa", "2026-11-08"))
      .toMatchObject({ ea_desenlace: "No recuperado", productos: [{ dosis_frecuencia: "50" }] })
  })

  it("reads brands in brackets, English day/month dates, admissions for another reason and the verb of the next date", () => {
    const at = (text: string, reception: string) => Extraction.extractRules(text, { receptionDate: reception })
    expect(at("mi señora tomó ayer un jarabe para la tos (Bisolvon) y en la noche le dio picazón con ronchas. Ella tiene 55.", "2026-05-26"))
      .toMatchObject({ producto_sospechoso: "Bisolvon", paciente_edad: 55, paciente_sexo: "F", fecha_inicio_evento: "2026-05-25" })
    expect(at("mi sobrina de 4 añitos tomó por error 5 pastillas de clonazepam y está muy dormida", "2026-08-30").productos?.[0])
      .toMatchObject({ nombre_producto: "Clonazepam", dosis_frecuencia: "5 pastillas" })
    const cipro = at("Pharmacy note: 80 y/o F admitted for UTI, on ciprofloxacin 400 mg IV q12h since 3/10/2026 (dd/mm). On 6/10 she became acutely confused. Cipro switched to ceftriaxone; mental status back to baseline by 9/10.", "2026-10-12")
    expect(cipro).toMatchObject({ fecha_inicio_evento: "2026-10-06", fecha_fin_evento: "2026-10-09", ea_desenlace: "Recuperado", productos: [{ desaparecio_al_suspender: "si" }] })
    expect(cipro.ea_criterios_gravedad).toBeUndefined()
    expect(at("A 61-year-old male on rosuvastatin 40 mg daily since 2026-05-01 presented on 2026-06-10 with myalgia.", "2026-06-20").fecha_inicio_evento).toBe("2026-06-10")
    expect(at("RAM x vancomicina: sd hombre rojo. Pcte F 33a.", "2026-10-31")).toMatchObject({ paciente_sexo: "F", paciente_edad: 33 })
    expect(at("QF reporta: niño de 6 años recibió dimenhidrinato 25 mg y presentó agitación.", "2026-01-02").paciente_sexo).toBe("M")
    expect(at("Paciente mujer, eritropoyetina 4000 UI SC 3 veces por semana; presenta cefalea.", "2026-09-17").productos?.[0]?.dosis_frecuencia).toBe("4000 UI 3 veces por semana")
    expect(at("Hey, my friend (28, male) took mefloquine and since 2 days ago he has anxiety. - Chris, +44 7700 900123", "2026-08-08"))
      .toMatchObject({ reportante_nombre: "Chris", paciente_edad: 28, fecha_inicio_evento: "2026-08-06" })
  })

  it("reads weight changes, birth sentences, lab controls, 'ya va 3 días' and more reporter shapes", () => {
    const at = (text: string, reception: string) => Extraction.extractRules(text, { receptionDate: reception })
    expect(at("Varón 27 a con olanzapina 10 mg/día. Aumento de peso de 18 kg (de 70 a 88 kg) y glucosa 132 en el control del 04/11/2026. Dr. Raúl Vega", "2026-11-06"))
      .toMatchObject({ paciente_peso: 88, fecha_inicio_evento: "2026-11-04" })
    expect(at("Hola, mi nombre es Julio César Mendoza, nací el 15/08/1985. Tomo finasterida 1 mg diaria. Dejé de tomarla el 5 de noviembre y todavía no mejoro.", "2026-11-20"))
      .toMatchObject({ paciente_fecha_nacimiento: "1985-08-15", paciente_edad: 41, paciente_iniciales: "JCM", paciente_sexo: "M", ea_desenlace: "No recuperado" })
    expect(at("ola mi esposo tomo ciprofloxasino y le dio diarrea con sangre, ya va 3 dias, tiene 66 años", "2026-05-04")).toMatchObject({ fecha_inicio_evento: "2026-05-01", paciente_edad: 66 })
    expect(at("ADR report: pt 52F on amiodarone 200 mg daily; TSH 0.01 on labs 2026-09-01 — amiodarone-induced thyrotoxicosis. Reported by cardiology PharmD, Emily Tran.", "2026-09-04"))
      .toMatchObject({ fecha_inicio_evento: "2026-09-01", reportante_nombre: "Emily Tran" })
    expect(at("Buenas tardes, les saluda la QF Sofía Benites de la Botica Bienestar. Un señor de 50 años con naproxeno 550 mg presentó heces oscuras.", "2026-09-15").reportante_nombre).toBe("Sofía Benites")
    expect(at("SEÑORA 45 AÑOS TOMO AMOXICILINA 500 C/8H Y HOY TIENE RONCHAS. QF JOSE LUIS PAREDES 987 444 555", "2026-03-05")).toMatchObject({ reportante_nombre: "Jose Luis Paredes", paciente_edad: 45 })
    expect(at("Una clienta de 64 años se aplicó Voltaren Emulgel en la rodilla 3 veces al día y presentó ampollas.", "2026-09-22"))
      .toMatchObject({ paciente_sexo: "F", productos: [{ nombre_producto: "Voltaren Emulgel", via_administracion: "Tópica" }] })
    expect(at("Varón 19 años ingresa por ingesta de 20 tabletas de paracetamol 500 mg.", "2026-01-10").productos?.[0]).toMatchObject({ nombre_producto: "Paracetamol", dosis_frecuencia: "500 mg" })
    expect(at("My mom (74) was started on tramadol 50 mg every 6 hours on Monday. Since Wednesday she has been very confused. - Laura Chen, laura.chen@gmail.com", "2026-12-11"))
      .toMatchObject({ fecha_inicio_evento: "2026-12-09", reportante_nombre: "Laura Chen", paciente_sexo: "F" })
    expect(at("Fluconazol 150 mg. Reacción: erupción fija.\nDesenlace: recuperado con hiperpigmentación residual", "2026-06-20").ea_desenlace).toBe("Secuelas")
  })

  it("reads months back, doses in thousands, AUC, a dose-dated onset and a form's bare 'Fecha de inicio:' by the line above", () => {
    const at = (text: string, reception: string) => Extraction.extractRules(text, { receptionDate: reception })
    expect(at("doctora mi mama de 63 le recetaron captopril y le dio una tos que no para desde hace un mes", "2026-03-18")).toMatchObject({ paciente_edad: 63, fecha_inicio_evento: "2026-02-18" })
    expect(at("Pcte M 12a. Recibió penicilina benzatínica 1 200 000 UI IM; palidez y sudoración. Recuperó tras posición Trendelenburg.", "2026-07-08"))
      .toMatchObject({ ea_desenlace: "Recuperado", productos: [{ dosis_frecuencia: "1 200 000 UI" }] })
    expect(at("Paciente mujer de 55 años recibió carboplatino AUC5 EV; presentó rubor facial.", "2026-05-22").productos?.[0]?.dosis_frecuencia).toBe("AUC5")
    expect(at("Hi, this is Dr. Ana Torres. A 49-year-old woman started semaglutide 0.25 mg SC weekly on 2026-04-01. Since the second injection (2026-04-08) she has had nausea; seen in ER on 2026-04-12.", "2026-04-14"))
      .toMatchObject({ fecha_inicio_evento: "2026-04-08", reportante_nombre: "Ana Torres", productos: [{ dosis_frecuencia: "0.25 mg weekly" }] })
    expect(at("Fármaco sospechoso: digoxina 0.25 mg VO diaria\nReacción: bradicardia\nFecha de inicio: 22/01/2026", "2026-01-28").fecha_inicio_evento).toBe("2026-01-22")
    // A weight change is no weight; 'está bien confundido' is no recovery; a vaccine's number is no dose.
    expect(at("Mi hijo de 10 años toma metilfenidato 10 mg y bajó 3 kilos.", "2026-10-30").paciente_peso).toBeUndefined()
    expect(at("mi viejo de 70 pe, le dieron ciprofloxacino, ahorita está bien confundido", "2026-04-12")).toMatchObject({ paciente_edad: 70 })
    expect(at("mi viejo de 70 pe, le dieron ciprofloxacino, ahorita está bien confundido", "2026-04-12").ea_desenlace).toBeUndefined()
    expect(at("Vacuna: Neumococo 23 (PPSV23) | Paciente: mujer, 68 años | ESAVI: eritema desde el 05/11/2026", "2026-11-09").productos?.[0]?.dosis_frecuencia).toBeUndefined()
  })
})

describe("extraction with the catalog and the language model (PGlite, OpenAI-compatible server on loopback)", () => {
  const MODEL = "extractor-test-1"
  let server: OpenAiTestServer
  let runtime: ManagedRuntime.ManagedRuntime<Storage.Services | LanguageModel.LanguageModel, unknown>

  beforeAll(async () => {
    server = await startOpenAi({ models: [MODEL] })
    runtime = ManagedRuntime.make(Layer.merge(
      Storage.layerPglite(),
      OpenAiLanguageModel.layer({ baseURL: server.baseURL, model: MODEL, apiKey: "sk-test-intake", timeoutMs: 500, retries: 1, retryDelayMs: 10 })
    ))
    await runtime.runPromise(ProductService.create({ producto: "Amoxil 500 mg cápsulas", ifa: "amoxicilina", numero_registro: "EE-01234" }, AuditLog.SYSTEM))
    await runtime.runPromise(ProductService.create({ producto: "Ketofen 100 mg", ifa: "ketoprofeno", numero_registro: "EN-55555" }, AuditLog.SYSTEM))
  })
  afterAll(async () => {
    await runtime?.dispose()
    await server?.close()
  })
  beforeEach(() => {
    server.reset()
    server.setHandler(undefined)
  })

  const rulesOnly = (text: string) => runtime.runPromise(Extraction.extract(text, { receptionDate: "2026-03-07", useModel: false }))

  it("matches products against the catalog: name, ingredient, registration and producto_id", async () => {
    const { payload, engine } = await rulesOnly("Paciente de 30 años, tomó Amoxil 500 mg cada 8 horas y presentó urticaria el 05/03/2026.")
    expect(engine).toBe("reglas")
    expect(server.requests).toHaveLength(0)
    expect(payload.productos?.[0]).toMatchObject({ nombre_producto: "Amoxil 500 mg cápsulas", ifa: "amoxicilina", registro_sanitario: "EE-01234", dosis_frecuencia: "500 mg cada 8 horas" })
    expect(typeof payload.producto_id).toBe("number")
    // A brand the rules cannot tell from other words is found because the catalog knows it.
    const brand = await rulesOnly("Le dieron Ketofen para el dolor y le salieron ronchas.")
    expect(brand.payload.productos?.[0]).toMatchObject({ nombre_producto: "Ketofen 100 mg", ifa: "ketoprofeno", registro_sanitario: "EN-55555" })
  })

  it("refines with the model: its valid values fill and correct the rules', and the model's name is the engine", async () => {
    server.enqueue(Replies.json({
      paciente_iniciales: "M.R.T.", paciente_edad: 46, paciente_sexo: "F", paciente_peso: null,
      reportante_nombre: "Ana López Rivas", reportante_ocupacion: "Químico farmacéutico", reportante_contacto: null,
      productos: [{ nombre_producto: "Amoxicilina", dosis_frecuencia: "500 mg cada 8 h", via_administracion: "Oral", fecha_inicio: "2026-03-03", fecha_fin: "2026-03-05", desaparecio_al_suspender: "si", reaparecio_reexposicion: null }],
      descripcion_evento: "Resumen del modelo", fecha_inicio_evento: "2026-03-05", fecha_fin_evento: "2026-03-07",
      ea_criterios_gravedad: ["medicamente_importante"], ea_desenlace: "Recuperado"
    }))
    const result = await runtime.runPromise(Extraction.extract(PHARMACIST_EMAIL, { receptionDate: "2026-03-07" }))
    expect(result.engine).toBe(MODEL)
    expect(result.warnings).toEqual([])
    expect(result.payload).toMatchObject({
      paciente_iniciales: "MRT", paciente_edad: 46, paciente_peso: 62.5, fecha_fin_evento: "2026-03-07",
      ea_criterios_gravedad: ["medicamente_importante"], gravedad: "Grave",
      // The rules' narrative is the reporter's own words; the model's summary does not replace it.
      descripcion_evento: expect.stringContaining("urticaria generalizada")
    })
    expect(result.payload.productos?.[0]).toMatchObject({ nombre_producto: "Amoxil 500 mg cápsulas", registro_sanitario: "EE-01234", dosis_frecuencia: "500 mg cada 8 h", fecha_fin: "2026-03-05" })
    // One structured request: the schema by name, the report, the reception date and the rules' proposal.
    const [request] = server.requests
    expect(request?.schemaName).toBe("caso_extraido")
    expect(request?.system).toContain("farmacovigilancia")
    const sent = JSON.parse(request!.user) as { fecha_recepcion: string; reporte: string; propuesta_reglas: { paciente_edad: number } }
    expect(sent).toMatchObject({ fecha_recepcion: "2026-03-07", reporte: PHARMACIST_EMAIL, propuesta_reglas: { paciente_edad: 45 } })
  })

  it("ignores the model's invalid values (impossible dates, ages) and keeps the rules' ones", async () => {
    server.enqueue(Replies.json({
      paciente_iniciales: "N.N.", paciente_edad: -3, paciente_sexo: null, paciente_peso: 5000,
      reportante_nombre: " ", reportante_ocupacion: null, reportante_contacto: null, productos: [],
      descripcion_evento: null, fecha_inicio_evento: "2026-02-30", fecha_fin_evento: "05/03/2026", ea_criterios_gravedad: [], ea_desenlace: null
    }))
    const result = await runtime.runPromise(Extraction.extract(PHARMACIST_EMAIL, { receptionDate: "2026-03-07" }))
    expect(result.engine).toBe(MODEL)
    expect(result.payload).toMatchObject({ paciente_iniciales: "MRT", paciente_edad: 45, paciente_sexo: "F", paciente_peso: 62.5, fecha_inicio_evento: "2026-03-05", reportante_nombre: "Ana López Rivas" })
    expect(result.payload.fecha_fin_evento).toBeUndefined()
    expect(result.payload.productos?.[0]?.nombre_producto).toBe("Amoxil 500 mg cápsulas")
  })

  it("degrades to the rules with a warning when the model fails or is too slow, never failing", async () => {
    const rules = (await rulesOnly(PHARMACIST_EMAIL)).payload
    server.setHandler(() => Replies.invalidJson())
    const broken = await runtime.runPromise(Extraction.extract(PHARMACIST_EMAIL, { receptionDate: "2026-03-07" }))
    expect(broken).toEqual({ payload: rules, engine: "reglas", warnings: [{ campo: null, codigo: "motor", mensaje: expect.stringMatching(/^El modelo de lenguaje falló \(.+\): se usó la extracción por reglas$/) }] })
    expect(server.requests.length).toBe(2)

    server.reset()
    server.setHandler(() => Replies.slow(2_000, Replies.json({})))
    const slow = await runtime.runPromise(Extraction.extract(PHARMACIST_EMAIL, { receptionDate: "2026-03-07" }))
    expect(slow.engine).toBe("reglas")
    expect(slow.warnings).toEqual([{ campo: null, codigo: "motor", mensaje: "El modelo de lenguaje no respondió a tiempo: se usó la extracción por reglas" }])
    expect(slow.payload).toEqual(rules)
  })

  it("answers with the rules and no warning when no model is configured", async () => {
    const plain = ManagedRuntime.make(Layer.merge(Storage.layerPglite(), LanguageModel.layerUnavailable))
    try {
      const result = await plain.runPromise(Extraction.extract(PHARMACIST_EMAIL, { receptionDate: "2026-03-07" }))
      expect(result.engine).toBe("reglas")
      expect(result.warnings).toEqual([])
      expect(result.payload).toEqual(Extraction.extractRules(PHARMACIST_EMAIL, { receptionDate: "2026-03-07" }))
    } finally {
      await plain.dispose()
    }
    expect(server.requests).toHaveLength(0)
  })
})
