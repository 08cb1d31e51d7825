/**
 * A case as an ICH E2B(R3) ICSR message (`MCCI_IN200100UV01` batch with one `PORR_IN049016UV`),
 * built as an element tree and serialised by fast-xml-parser. Element order follows the ICH schema;
 * the output is validated against it (`Validate.ts`).
 */
import type { Case } from "@atalaya/core"
import { XMLBuilder } from "fast-xml-parser"
import { createHash } from "node:crypto"
import { codeOf, OID, OUTCOMES, qualificationOf, RECURRENCE, REPORT_TYPES, SERIOUSNESS, SEX_TO_ISO, toTs } from "./Codes.js"

/** Who sends the message and to whom. */
export interface Parties {
  /** Sender identifier (N.1.3, N.2.r.3), e.g. the unit's code. */
  readonly sender: string
  /** Sender organisation name (C.3.3). */
  readonly senderName: string
  /** Receiver identifier (N.1.4, N.2.r.2). */
  readonly receiver: string
  /** Country of the primary source and of occurrence (ISO 3166). */
  readonly country: string
  /** MedDRA version of the codes (E.i.2.1a). */
  readonly meddraVersion: string
}

/** Defaults for a Peruvian unit reporting to DIGEMID. */
export const DEFAULT_PARTIES: Parties = { sender: "ATALAYA", senderName: "Unidad de Farmacovigilancia", receiver: "DIGEMID", country: "PE", meddraVersion: "27.0" }

type Node = Record<string, unknown>

/** A UUID derived from the case and an entry, so ids are stable for one case and distinct across entries. */
const uuid = (...parts: ReadonlyArray<string | number>): string => {
  const h = createHash("sha1").update(parts.join("|")).digest("hex")
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`
}

const code = (c: string, codeSystem: string, extra: Node = {}): Node => ({ "@_code": c, "@_codeSystem": codeSystem, ...extra })
const obsCode = (c: string) => code(c, OID.observation)
const ts = (value: string | null): Node => (value === null ? { "@_nullFlavor": "UNK" } : { "@_value": value })
const interval = (low: string | null, high: string | null): Node => ({
  "@_xsi:type": "IVL_TS",
  ...(low === null ? {} : { low: { "@_value": low } }),
  ...(high === null ? {} : { high: { "@_value": high } }),
  ...(low === null && high === null ? { "@_nullFlavor": "UNK" } : {})
})
const observation = (codeValue: string, value: Node, extra: Node = {}): Node => ({
  observation: { "@_classCode": "OBS", "@_moodCode": "EVN", code: obsCode(codeValue), value, ...extra }
})
const stamp = (now: Date) => now.toISOString().replace(/[-:T]/g, "").slice(0, 14)

const drug = (c: Case.Case, kind: "p" | "c", i: number, d: {
  nombre: string | null; ifa?: string | null; registro?: string | null; titular?: string | null; forma?: string | null; lote: string | null
  via: string | null; dosis: string | null; inicio: string | null; fin: string | null; indicacion?: string | null
  recurrence?: { readonly code: string; readonly reactions: ReadonlyArray<string> } | null
}): Node => {
  const kindOfProduct: Node = { "@_classCode": "MMAT", "@_determinerCode": "KIND", name: d.nombre ?? c.producto_sospechoso ?? "" }
  if (d.registro || d.titular) {
    kindOfProduct.asManufacturedProduct = {
      "@_classCode": "MANU",
      subjectOf: {
        "@_typeCode": "SBJ",
        approval: {
          "@_classCode": "CNTRCT", "@_moodCode": "EVN",
          ...(d.registro ? { id: { "@_root": OID.authorisation, "@_extension": d.registro } } : {}),
          ...(d.titular ? { holder: { "@_typeCode": "HLD", role: { "@_classCode": "HLD", playingOrganization: { "@_classCode": "ORG", "@_determinerCode": "INSTANCE", name: d.titular } } } } : {})
        }
      }
    }
  }
  if (d.ifa) kindOfProduct.ingredient = { "@_classCode": "ACTI", ingredientSubstance: { "@_classCode": "MMAT", "@_determinerCode": "KIND", name: d.ifa } }
  const dosage: Node = { "@_classCode": "SBADM", "@_moodCode": "EVN" }
  if (d.dosis) dosage.text = d.dosis
  dosage.effectiveTime = interval(toTs(d.inicio), toTs(d.fin))
  if (d.via) dosage.routeCode = { originalText: d.via }
  if (d.lote || d.forma) {
    dosage.consumable = {
      "@_typeCode": "CSM",
      instanceOfKind: {
        "@_classCode": "INST",
        ...(d.lote ? { productInstanceInstance: { "@_classCode": "MMAT", "@_determinerCode": "INSTANCE", lotNumberText: d.lote } } : {}),
        kindOfProduct: { "@_classCode": "MMAT", "@_determinerCode": "KIND", ...(d.forma ? { formCode: { originalText: d.forma } } : {}) }
      }
    }
  }
  return {
    substanceAdministration: {
      "@_classCode": "SBADM", "@_moodCode": "EVN",
      id: { "@_root": uuid(c.id, kind, i) },
      consumable: { "@_typeCode": "CSM", instanceOfKind: { "@_classCode": "INST", kindOfProduct } },
      outboundRelationship2: [
        { "@_typeCode": "COMP", substanceAdministration: dosage },
        // G.k.9.i.4: did the reaction recur on re-administration, per reaction.
        ...(d.recurrence ? d.recurrence.reactions.map((reaction) => ({
          "@_typeCode": "PERT",
          ...observation("31", { "@_xsi:type": "CE", "@_code": d.recurrence!.code, "@_codeSystem": OID.recurrence }, {
            outboundRelationship1: { "@_typeCode": "REFR", actReference: { "@_classCode": "OBS", "@_moodCode": "EVN", id: { "@_root": reaction } } }
          })
        })) : [])
      ],
      ...(d.indicacion
        ? { inboundRelationship: { "@_typeCode": "RSON", ...observation("19", { "@_xsi:type": "CE", "@_codeSystem": OID.meddra, originalText: d.indicacion }) } }
        : {})
    }
  }
}

/** The E2B(R3) message of a case. `now` stamps the batch and message (creation times). */
export const buildMessage = (c: Case.Case, parties: Parties = DEFAULT_PARTIES, now: Date = new Date()): string => {
  const created = stamp(now)
  const reportId = `${parties.country}-${parties.sender}-${c.id}`
  const criterios = new Set(c.ea_criterios_gravedad)
  const reactions = c.eventos.map((e, i) => {
    const meddra = e.meddra_llt_code ?? e.meddra_pt_code
    const outcome = codeOf(OUTCOMES, e.desenlace ?? c.ea_desenlace)
    const extra: Array<Node> = SERIOUSNESS.map(([atalaya, ich]) => ({
      "@_typeCode": "PERT",
      ...observation(ich, criterios.has(atalaya) ? { "@_xsi:type": "BL", "@_value": "true" } : { "@_xsi:type": "BL", "@_nullFlavor": "NI" })
    }))
    if (outcome !== null) extra.push({ "@_typeCode": "PERT", ...observation("27", { "@_xsi:type": "CE", "@_code": outcome, "@_codeSystem": OID.outcome }) })
    return {
      "@_typeCode": "SBJ",
      observation: {
        "@_classCode": "OBS", "@_moodCode": "EVN",
        id: { "@_root": uuid(c.id, "e", i) },
        code: obsCode("29"),
        effectiveTime: interval(toTs(e.fecha_inicio), toTs(e.fecha_fin)),
        value: {
          "@_xsi:type": "CE",
          ...(meddra ? { "@_code": meddra, "@_codeSystem": OID.meddra, "@_codeSystemVersion": parties.meddraVersion } : { "@_nullFlavor": "NI" }),
          originalText: { "@_language": "spa", "#text": e.texto ?? "" }
        },
        location: { "@_typeCode": "LOC", locatedEntity: { "@_classCode": "LOCE", locatedPlace: { "@_classCode": "COUNTRY", "@_determinerCode": "INSTANCE", code: code(parties.country, OID.country) } } },
        outboundRelationship2: extra
      }
    }
  })

  const productos = c.productos.length > 0
    ? c.productos.map((p, i) => drug(c, "p", i, {
      nombre: p.nombre_producto, ifa: p.ifa, registro: p.registro_sanitario, titular: p.laboratorio_pais, forma: p.forma_farmaceutica, lote: p.nro_lote,
      via: p.via_administracion, dosis: p.dosis_frecuencia, inicio: p.fecha_inicio, fin: p.fecha_fin,
      recurrence: p.reaparecio_reexposicion === null ? null : { code: RECURRENCE[p.reaparecio_reexposicion] ?? "3", reactions: c.eventos.map((_, e) => uuid(c.id, "e", e)) }
    }))
    : [drug(c, "p", 0, { nombre: c.producto_sospechoso, lote: null, via: null, dosis: null, inicio: null, fin: null })]
  const concomitantes = c.concomitantes.map((m, i) => drug(c, "c", i, { nombre: m.nombre_producto, lote: m.nro_lote, via: m.via_administracion, dosis: m.dosis_frecuencia, inicio: m.fecha_inicio, fin: m.fecha_fin, indicacion: m.motivo_prescripcion }))
  const drugIds = [...productos.map((_, i) => ({ id: uuid(c.id, "p", i), role: "1" })), ...concomitantes.map((_, i) => ({ id: uuid(c.id, "c", i), role: "2" }))]

  const patientObservations: Array<Node> = []
  if (c.paciente_edad !== null) patientObservations.push({ "@_typeCode": "SBJ", ...observation("3", { "@_xsi:type": "PQ", "@_value": String(c.paciente_edad), "@_unit": "a" }) })
  if (c.paciente_peso !== null) patientObservations.push({ "@_typeCode": "SBJ", ...observation("7", { "@_xsi:type": "PQ", "@_value": String(c.paciente_peso), "@_unit": "kg" }) })
  const subjectOf2: Array<Node> = [...patientObservations]
  if (c.paciente_comorbilidades) {
    subjectOf2.push({
      "@_typeCode": "SBJ",
      organizer: { "@_classCode": "CATEGORY", "@_moodCode": "EVN", code: code("1", OID.category), component: { "@_typeCode": "COMP", ...observation("18", { "@_xsi:type": "ED", "#text": c.paciente_comorbilidades }) } }
    })
  }
  subjectOf2.push(...reactions)
  subjectOf2.push({
    "@_typeCode": "SBJ",
    organizer: { "@_classCode": "CATEGORY", "@_moodCode": "EVN", code: code("4", OID.category), component: [...productos, ...concomitantes].map((d) => ({ "@_typeCode": "COMP", ...d })) }
  })

  const causality: Array<Node> = drugIds.map((d) => ({
    "@_typeCode": "COMP",
    causalityAssessment: {
      "@_classCode": "OBS", "@_moodCode": "EVN", code: obsCode("20"),
      value: { "@_xsi:type": "CE", "@_code": d.role, "@_codeSystem": OID.characterisation },
      subject2: { "@_typeCode": "SUBJ", productUseReference: { "@_classCode": "SBADM", "@_moodCode": "EVN", id: { "@_root": d.id } } }
    }
  }))
  c.eventos.forEach((e, i) => {
    const result = e.causalidad ?? c.ea_causalidad
    if (!result) return
    drugIds.filter((d) => d.role === "1").forEach((d) => causality.push({
      "@_typeCode": "COMP",
      causalityAssessment: {
        "@_classCode": "OBS", "@_moodCode": "EVN", code: obsCode("39"),
        value: { "@_xsi:type": "ST", "#text": result },
        methodCode: { originalText: "Algoritmo de causalidad de la unidad (kl)" },
        author: { "@_typeCode": "AUT", assignedEntity: { "@_classCode": "ASSIGNED", code: { originalText: parties.senderName } } },
        subject1: { "@_typeCode": "SUBJ", adverseEffectReference: { "@_classCode": "OBS", "@_moodCode": "EVN", id: { "@_root": uuid(c.id, "e", i) } } },
        subject2: { "@_typeCode": "SUBJ", productUseReference: { "@_classCode": "SBADM", "@_moodCode": "EVN", id: { "@_root": d.id } } }
      }
    }))
  })

  const assessment: Node = {
    "@_classCode": "INVSTG", "@_moodCode": "EVN",
    subject1: {
      "@_typeCode": "SBJ",
      primaryRole: {
        "@_classCode": "INVSBJ",
        player1: {
          "@_classCode": "PSN", "@_determinerCode": "INSTANCE",
          name: c.paciente_iniciales ?? "",
          administrativeGenderCode: SEX_TO_ISO[c.paciente_sexo ?? ""] ? code(SEX_TO_ISO[c.paciente_sexo ?? ""]!, OID.sex) : { "@_nullFlavor": "UNK" },
          ...(c.paciente_fecha_nacimiento ? { birthTime: { "@_value": toTs(c.paciente_fecha_nacimiento) } } : {})
        },
        subjectOf2
      }
    },
    component: causality,
    ...(c.comentarios_adicionales
      ? { component1: { "@_typeCode": "COMP", observationEvent: { "@_classCode": "OBS", "@_moodCode": "EVN", code: obsCode("10"), value: { "@_xsi:type": "ED", "#text": c.comentarios_adicionales }, author: { "@_typeCode": "AUT", assignedEntity: { "@_classCode": "ASSIGNED", code: code("1", OID.sourceRole) } } } } }
      : {})
  }

  const qualification = qualificationOf(c.reportante_ocupacion)
  const telecom = [c.reportante_telefono ? { "@_value": `tel:${c.reportante_telefono.replace(/\s+/g, "")}` } : null, c.reportante_email ? { "@_value": `mailto:${c.reportante_email}` } : null].filter((t) => t !== null)
  const reporter: Node = {
    "@_classCode": "ASSIGNED",
    ...(telecom.length > 0 ? { telecom } : {}),
    assignedPerson: {
      "@_classCode": "PSN", "@_determinerCode": "INSTANCE",
      name: { family: c.reportante_nombre ?? "" },
      ...(qualification ? { asQualifiedEntity: { "@_classCode": "QUAL", code: code(qualification, OID.qualification) } } : {}),
      asLocatedEntity: { "@_classCode": "LOCE", location: { "@_classCode": "COUNTRY", "@_determinerCode": "INSTANCE", code: code(parties.country, OID.country) } }
    }
  }

  const investigation: Node = {
    "@_classCode": "INVSTG", "@_moodCode": "EVN",
    id: [{ "@_root": OID.reportId, "@_extension": reportId }, { "@_root": OID.worldwideId, "@_extension": reportId }],
    code: code("PAT_ADV_EVNT", OID.actCode),
    text: c.descripcion_evento ?? "",
    statusCode: { "@_code": "active" },
    effectiveTime: { low: { "@_value": toTs(c.fecha_recepcion) } },
    availabilityTime: { "@_value": toTs(c.fecha_recepcion) },
    component: { "@_typeCode": "COMP", adverseEventAssessment: assessment },
    outboundRelationship: {
      "@_typeCode": "SPRT",
      relatedInvestigation: {
        "@_classCode": "INVSTG", "@_moodCode": "EVN", code: code("2", OID.reportRelation),
        subjectOf2: { "@_typeCode": "SUBJ", controlActEvent: { "@_classCode": "CACT", "@_moodCode": "EVN", author: { "@_typeCode": "AUT", assignedEntity: reporter } } }
      }
    },
    subjectOf1: {
      "@_typeCode": "SUBJ",
      controlActEvent: {
        "@_classCode": "CACT", "@_moodCode": "EVN",
        author: { "@_typeCode": "AUT", assignedEntity: { "@_classCode": "ASSIGNED", code: code("1", OID.senderType), representedOrganization: { "@_classCode": "ORG", "@_determinerCode": "INSTANCE", name: parties.senderName } } }
      }
    },
    subjectOf2: [
      { "@_typeCode": "SUBJ", investigationCharacteristic: { "@_classCode": "OBS", "@_moodCode": "EVN", code: code("1", OID.characteristic), value: { "@_xsi:type": "CE", "@_code": codeOf(REPORT_TYPES, c.tipo_notificacion) ?? "1", "@_codeSystem": OID.reportType } } },
      { "@_typeCode": "SUBJ", investigationCharacteristic: { "@_classCode": "OBS", "@_moodCode": "EVN", code: code("2", OID.characteristic), value: { "@_xsi:type": "BL", "@_nullFlavor": "NI" } } }
    ]
  }

  const device = (root: string, extension: string) => ({ "@_classCode": "DEV", "@_determinerCode": "INSTANCE", id: { "@_root": root, "@_extension": extension } })
  const doc = {
    "?xml": { "@_version": "1.0", "@_encoding": "UTF-8" },
    MCCI_IN200100UV01: {
      "@_xmlns": "urn:hl7-org:v3", "@_xmlns:xsi": "http://www.w3.org/2001/XMLSchema-instance", "@_ITSVersion": "XML_1.0",
      id: { "@_root": OID.batchId, "@_extension": `${reportId}-${created}` },
      creationTime: { "@_value": created },
      responseModeCode: { "@_code": "D" },
      interactionId: { "@_root": OID.interaction, "@_extension": "MCCI_IN200100UV01" },
      name: code("1", OID.messageType),
      PORR_IN049016UV: {
        id: { "@_root": OID.messageId, "@_extension": `${reportId}-${created}` },
        creationTime: { "@_value": created },
        interactionId: { "@_root": OID.interaction, "@_extension": "PORR_IN049016UV" },
        processingCode: { "@_code": "P" },
        processingModeCode: { "@_code": "T" },
        acceptAckCode: { "@_code": "AL" },
        receiver: { "@_typeCode": "RCV", device: device(OID.messageReceiver, parties.receiver) },
        sender: { "@_typeCode": "SND", device: device(OID.messageSender, parties.sender) },
        controlActProcess: {
          "@_classCode": "CACT", "@_moodCode": "EVN",
          code: code("PORR_TE049016UV", OID.trigger),
          effectiveTime: { "@_value": created },
          subject: { "@_typeCode": "SUBJ", investigationEvent: investigation }
        }
      },
      receiver: { "@_typeCode": "RCV", device: device(OID.batchReceiver, parties.receiver) },
      sender: { "@_typeCode": "SND", device: device(OID.batchSender, parties.sender) }
    }
  }
  return builder.build(doc) as string
}

const builder = new XMLBuilder({ ignoreAttributes: false, attributeNamePrefix: "@_", format: true, indentBy: "  ", suppressEmptyNode: true, suppressBooleanAttributes: false })
