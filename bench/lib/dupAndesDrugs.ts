/**
 * Products and reactions of the `andes` generator (lib/dupAndes.ts): the national tuberculosis
 * programme's regimens as the programme writes them (RHZE, 2RHZE/4RH, the older 2RHZE/4R3H3, "H+R",
 * fixed-dose combinations by brand or by DIGEMID's catalogue name, isoniazid preventive therapy for
 * household contacts, the second-line drugs of MDR regimens), antiretrovirals (TDF/3TC/EFV, TLD,
 * AZT for the newborn), the ordinary products of a health post (amoxicillin, metamizole, ferrous
 * sulphate for anaemic children, the pregnant women's iron and folic acid, benzathine penicillin)
 * and the vaccines of the campaigns. Each reaction has its clinical wording, the technician's
 * wording, the consolidated list's word, and the lay words a community agent repeats on the phone.
 */
import type { Random } from "./random.js"

/** The programme or service a report comes from. */
export type Programa = "tb" | "tpi" | "mdr" | "vih" | "anemia" | "gestante" | "vacuna" | "general"

export type RKey =
  | "hepato" | "rash" | "prurito" | "orina" | "neuropatia" | "vomitos" | "gastritis" | "artralgia" | "vision" | "qt" | "ototox"
  | "psiquiatrico" | "mareo_sueno" | "anemia" | "renal" | "fiebre" | "local" | "llanto" | "heces" | "estrenimiento"
  | "urticaria" | "hipotension" | "anafilaxia" | "piel_oscura" | "cefalea" | "diarrea"

/** How each kind of writer says a reaction. */
export interface Reaction {
  /** The hospital pharmacist's or physician's terms. */
  readonly clinical: ReadonlyArray<string>
  /** A health-post technician's words (informal, often with what the patient said). */
  readonly tech: ReadonlyArray<string>
  /** The one or two words of a consolidated list. */
  readonly list: ReadonlyArray<string>
  /** What the patient or the agent tells on the phone. */
  readonly lay: ReadonlyArray<string>
  /** Whether it makes a health post refer the patient to the hospital. */
  readonly serious: number
}

export const REACTIONS: Readonly<Record<RKey, Reaction>> = {
  hepato: {
    clinical: ["hepatotoxicidad con elevación de transaminasas", "hepatitis inducida por fármacos", "daño hepático medicamentoso con ictericia", "lesión hepática inducida por antituberculosos"],
    tech: ["ojos amarillos y orina oscura, no tiene apetito", "se pone amarillo su piel y sus ojos, dolor en boca del estomago", "ictericia, nauseas, dolor en hipocondrio derecho", "color amarillo en escleras, malestar general y vomitos"],
    list: ["HEPATOTOXICIDAD", "RAM HEPATICA", "HEPATITIS x FARMACOS"],
    lay: ["está amarillo sus ojos", "dice que su orina está como coca cola y no quiere comer", "se ha puesto amarillento"],
    serious: 0.7
  },
  rash: {
    clinical: ["erupción cutánea maculopapular pruriginosa", "exantema generalizado", "farmacodermia", "reacción cutánea con lesiones eritematosas"],
    tech: ["ronchas rojas en brazos y pecho con picazon", "granitos en todo el cuerpo", "rash en tronco y cara", "manchas rojas que pican"],
    list: ["RAM CUTANEA", "RASH", "FARMACODERMIA"],
    lay: ["le ha salido granitos en todo su cuerpo", "está con manchas en su cara"],
    serious: 0.3
  },
  prurito: {
    clinical: ["prurito generalizado", "prurito sin lesiones cutáneas"],
    tech: ["picazon en todo el cuerpo", "mucha comezon sobre todo en la noche"],
    list: ["PRURITO"],
    lay: ["le pica todo su cuerpo"],
    serious: 0.02
  },
  orina: {
    clinical: ["coloración naranja de la orina", "cromaturia anaranjada"],
    tech: ["orina de color naranja, pcte asustado", "orina rojiza desde que inicio tto"],
    list: ["ORINA NARANJA", "CROMATURIA"],
    lay: ["su orina está rojo"],
    serious: 0
  },
  neuropatia: {
    clinical: ["neuropatía periférica sensitiva en miembros inferiores", "parestesias distales en manos y pies", "polineuropatía periférica"],
    tech: ["hormigueo en pies y manos", "adormecimiento de los pies, no puede caminar bien", "siente como agujas en sus pies"],
    list: ["NEUROPATIA", "PARESTESIAS"],
    lay: ["sus pies se adormecen", "le hormiguea sus manos"],
    serious: 0.15
  },
  vomitos: {
    clinical: ["vómitos persistentes post ingesta de la dosis", "intolerancia gástrica con vómitos"],
    tech: ["vomita despues de tomar sus pastillas", "vomitos 3 veces despues de la dosis", "nauseas y vomitos, no tolera tto"],
    list: ["VOMITOS", "INTOLERANCIA GASTRICA"],
    lay: ["vomita nomás cuando toma sus pastillas"],
    serious: 0.1
  },
  gastritis: {
    clinical: ["epigastralgia", "dispepsia", "dolor epigástrico urente"],
    tech: ["dolor de estomago y ardor", "dolor en boca del estomago", "le arde su estomago"],
    list: ["GASTRITIS", "EPIGASTRALGIA"],
    lay: ["le duele su barriga"],
    serious: 0.02
  },
  artralgia: {
    clinical: ["artralgias en rodillas y tobillos con hiperuricemia", "poliartralgia", "artritis gotosa por pirazinamida"],
    tech: ["dolor de rodillas y de sus huesos", "dolor en articulaciones, no puede trabajar en chacra", "dolor de coyunturas"],
    list: ["ARTRALGIA", "HIPERURICEMIA"],
    lay: ["le duele sus rodillas y sus huesos"],
    serious: 0.05
  },
  vision: {
    clinical: ["disminución de la agudeza visual y discromatopsia", "neuritis óptica retrobulbar", "visión borrosa bilateral"],
    tech: ["vision borrosa, no distingue colores", "no ve bien de lejos", "refiere que ve nublado"],
    list: ["ALT. VISUAL", "NEURITIS OPTICA"],
    lay: ["dice que no ve bien"],
    serious: 0.6
  },
  qt: {
    clinical: ["prolongación del intervalo QTc en el electrocardiograma de control", "QT largo"],
    tech: ["EKG de control con QT prolongado", "palpitaciones, EKG alterado"],
    list: ["QT PROLONGADO"],
    lay: ["siente que su corazón late fuerte"],
    serious: 0.9
  },
  ototox: {
    clinical: ["hipoacusia neurosensorial bilateral", "tinnitus e hipoacusia"],
    tech: ["zumbido de oidos, no escucha bien", "sordera"],
    list: ["OTOTOXICIDAD", "HIPOACUSIA"],
    lay: ["ya no escucha bien"],
    serious: 0.5
  },
  psiquiatrico: {
    clinical: ["episodio psicótico agudo", "depresión con ideación suicida", "alteración de la conducta con insomnio y agresividad"],
    tech: ["habla solo, no duerme, agresivo con su familia", "muy triste, llora, no quiere seguir tto", "conducta rara, insomnio"],
    list: ["PSICOSIS", "RAM PSIQUIATRICA", "DEPRESION"],
    lay: ["está hablando cosas que no son", "no duerme y se ha vuelto agresivo"],
    serious: 0.8
  },
  mareo_sueno: {
    clinical: ["mareos, insomnio y sueños vívidos", "trastorno del sueño con pesadillas"],
    tech: ["mareos y pesadillas en la noche", "no duerme, sueña feo", "mareo en las mañanas"],
    list: ["MAREOS", "INSOMNIO"],
    lay: ["tiene mareos y no duerme"],
    serious: 0.02
  },
  anemia: {
    clinical: ["anemia con descenso de hemoglobina", "mielosupresión con anemia"],
    tech: ["palidez y cansancio, hb baja", "anemia en control"],
    list: ["ANEMIA"],
    lay: ["está pálido y cansado"],
    serious: 0.6
  },
  renal: {
    clinical: ["elevación de creatinina sérica", "disfunción tubular renal"],
    tech: ["creatinina alta en control", "problema de riñon en analisis"],
    list: ["DAÑO RENAL"],
    lay: ["dice que tiene mal su riñón"],
    serious: 0.6
  },
  fiebre: {
    clinical: ["fiebre post vacunal", "alza térmica de 38.5 °C"],
    tech: ["fiebre alta en la noche", "calentura"],
    list: ["FIEBRE"],
    lay: ["está con calentura"],
    serious: 0.02
  },
  local: {
    clinical: ["dolor, eritema e induración en el sitio de aplicación", "reacción local en zona de inyección", "absceso en sitio de aplicación"],
    tech: ["hinchazon y dolor en su brazito donde se vacuno", "bulto rojo en el muslo de la vacuna", "zona de inyeccion inflamada"],
    list: ["REACCION LOCAL", "ABSCESO"],
    lay: ["su pierna está hinchada donde le pusieron la vacuna"],
    serious: 0.05
  },
  llanto: {
    clinical: ["llanto persistente mayor de 3 horas", "irritabilidad"],
    tech: ["llanto que no calma", "bebe irritable, no lacta"],
    list: ["LLANTO PERSISTENTE"],
    lay: ["el bebé llora y llora"],
    serious: 0.05
  },
  heces: {
    clinical: ["deposiciones oscuras", "heces negras sin sangrado"],
    tech: ["sus heces son negras", "caca oscura"],
    list: ["HECES OSCURAS"],
    lay: ["su caquita sale negro"],
    serious: 0
  },
  estrenimiento: {
    clinical: ["estreñimiento", "dolor abdominal con estreñimiento"],
    tech: ["no hace deposicion 3 dias, dolor de barriga", "estreñido"],
    list: ["ESTREÑIMIENTO"],
    lay: ["no puede hacer su deposición"],
    serious: 0
  },
  urticaria: {
    clinical: ["urticaria generalizada", "habones pruriginosos"],
    tech: ["ronchas que pican en todo el cuerpo", "alergia con ronchas"],
    list: ["URTICARIA", "ALERGIA"],
    lay: ["le ha salido ronchas"],
    serious: 0.15
  },
  hipotension: {
    clinical: ["hipotensión arterial", "hipotensión y diaforesis tras la administración"],
    tech: ["presion baja, sudoroso", "se bajo su presion"],
    list: ["HIPOTENSION"],
    lay: ["se ha desmayado"],
    serious: 0.5
  },
  anafilaxia: {
    clinical: ["reacción anafiláctica", "anafilaxia con broncoespasmo"],
    tech: ["dificultad para respirar y ronchas despues de la ampolla", "alergia fuerte, se hincho su cara"],
    list: ["ANAFILAXIA"],
    lay: ["no podía respirar"],
    serious: 1
  },
  piel_oscura: {
    clinical: ["hiperpigmentación cutánea", "coloración pardo rojiza de la piel"],
    tech: ["su piel se esta poniendo oscura", "piel color marron"],
    list: ["HIPERPIGMENTACION"],
    lay: ["su piel se ha oscurecido"],
    serious: 0
  },
  cefalea: {
    clinical: ["cefalea", "cefalea holocraneana"],
    tech: ["dolor de cabeza", "dolor de cabeza fuerte"],
    list: ["CEFALEA"],
    lay: ["le duele su cabeza"],
    serious: 0.02
  },
  diarrea: {
    clinical: ["diarrea", "deposiciones líquidas"],
    tech: ["diarrea varias veces al dia", "deposiciones liquidas"],
    list: ["DIARREA"],
    lay: ["está con diarrea"],
    serious: 0.05
  }
}

/** A suspected product or regimen, with its ways of being written. */
export interface Drug {
  readonly id: string
  readonly programa: Programa
  /** The pharmacist's name: generic, strength and form. */
  readonly formal: ReadonlyArray<string>
  /** The programme's abbreviations and regimens. */
  readonly abbrev: ReadonlyArray<string>
  /** Brands and catalogue names. */
  readonly brands: ReadonlyArray<string>
  /** What the patient calls it. */
  readonly lay: ReadonlyArray<string>
  readonly ifa: string
  readonly dosis: ReadonlyArray<string>
  readonly via: string
  readonly reactions: ReadonlyArray<readonly [RKey, number]>
  readonly registro: string
  /** The single drugs a careful pharmacist lists, each with the reactions it is blamed for. */
  readonly parts: ReadonlyArray<readonly [string, ReadonlyArray<RKey>]>
}

const D = (d: Omit<Drug, "parts"> & { parts?: Drug["parts"] }): Drug => ({ parts: [], ...d })

export const DRUGS: ReadonlyArray<Drug> = [
  D({ id: "rhze", programa: "tb", formal: ["Rifampicina 150 mg + Isoniazida 75 mg + Pirazinamida 400 mg + Etambutol 275 mg tableta recubierta", "Rifampicina/Isoniazida/Pirazinamida/Etambutol 150/75/400/275 mg (DFC)", "Isoniazida, rifampicina, pirazinamida y etambutol"],
    abbrev: ["RHZE", "2RHZE/4RH", "2RHZE/4R3H3", "H+R+Z+E", "ESQ. SENSIBLE (RHZE)", "DFC 4 (RHZE)"], brands: ["Rimstar 4-FDC", "Forecox", "DFC-4 Macleods"], lay: ["pastillas de TBC", "su tratamiento de TBC", "sus pastillas"],
    ifa: "Rifampicina + Isoniazida + Pirazinamida + Etambutol", dosis: ["3 tab/día", "4 tab c/24h", "3 tabletas diario", "4 tab diario (DFC)"], via: "oral",
    reactions: [["hepato", 30], ["rash", 14], ["vomitos", 14], ["gastritis", 10], ["artralgia", 9], ["orina", 5], ["prurito", 6], ["neuropatia", 4], ["vision", 4]], registro: "EE-05127",
    parts: [["Isoniazida 300 mg tab", ["hepato", "neuropatia", "rash"]], ["Rifampicina 300 mg cap", ["hepato", "orina", "rash", "prurito", "vomitos"]], ["Pirazinamida 500 mg tab", ["hepato", "artralgia", "gastritis"]], ["Etambutol 400 mg tab", ["vision"]]] }),
  D({ id: "rh", programa: "tb", formal: ["Rifampicina 150 mg + Isoniazida 75 mg tableta (DFC)", "Rifampicina/Isoniazida 300/150 mg"],
    abbrev: ["RH", "H+R", "4RH", "4R3H3", "2da fase RH"], brands: ["Rifinah", "DFC-2 RH"], lay: ["pastillas de TBC", "su tratamiento"],
    ifa: "Rifampicina + Isoniazida", dosis: ["2 tab/día", "3 tab 3 veces por semana", "2 tab c/24h"], via: "oral",
    reactions: [["hepato", 20], ["neuropatia", 16], ["rash", 10], ["prurito", 8], ["gastritis", 8], ["orina", 4]], registro: "EE-04410",
    parts: [["Isoniazida 300 mg tab", ["hepato", "neuropatia", "rash"]], ["Rifampicina 300 mg cap", ["hepato", "orina", "rash", "prurito"]]] }),
  D({ id: "h", programa: "tpi", formal: ["Isoniazida 100 mg tableta", "Isoniazida 300 mg tableta"],
    abbrev: ["TPI", "TPI (H)", "H", "Isoniacida (TPI)", "INH"], brands: ["Isoniacida 100 mg DIGEMID", "Isoniazida 300 mg Lusa"], lay: ["pastillas de prevención", "isoniacida"],
    ifa: "Isoniazida", dosis: ["100 mg/día", "5 mg/kg/día", "300 mg c/24h", "10 mg/kg/día"], via: "oral",
    reactions: [["hepato", 16], ["neuropatia", 14], ["gastritis", 12], ["rash", 10], ["vomitos", 10], ["prurito", 6]], registro: "EN-01988" }),
  D({ id: "lfx", programa: "mdr", formal: ["Levofloxacino 750 mg tableta", "Levofloxacino 500 mg tab"], abbrev: ["Lfx", "LFX", "Esq. MDR (Lfx)"], brands: ["Levofloxacino Genfar", "Tavanic"], lay: ["pastillas de TBC resistente"],
    ifa: "Levofloxacino", dosis: ["750 mg c/24h", "1 g/día", "15 mg/kg/día"], via: "oral", reactions: [["artralgia", 10], ["qt", 8], ["mareo_sueno", 8], ["gastritis", 8], ["psiquiatrico", 3]], registro: "EE-02871" }),
  D({ id: "bdq", programa: "mdr", formal: ["Bedaquilina 100 mg tableta", "Bedaquilina 100 mg"], abbrev: ["Bdq", "BDQ", "Esq. MDR (Bdq)"], brands: ["Sirturo"], lay: ["pastillas de TBC resistente"],
    ifa: "Bedaquilina", dosis: ["400 mg/día x 2 sem luego 200 mg 3 v/sem", "200 mg lun-mie-vie"], via: "oral", reactions: [["qt", 18], ["hepato", 8], ["vomitos", 6], ["artralgia", 5], ["cefalea", 5]], registro: "EE-06652" }),
  D({ id: "lzd", programa: "mdr", formal: ["Linezolid 600 mg tableta", "Linezolid 600 mg tab recubierta"], abbrev: ["Lzd", "LZD", "Esq. MDR (Lzd)"], brands: ["Zyvox", "Linezolid Hetero"], lay: ["pastillas de TBC resistente"],
    ifa: "Linezolid", dosis: ["600 mg c/24h", "600 mg/día"], via: "oral", reactions: [["neuropatia", 16], ["anemia", 12], ["vision", 8], ["diarrea", 4]], registro: "EE-05990" }),
  D({ id: "cs", programa: "mdr", formal: ["Cicloserina 250 mg cápsula"], abbrev: ["Cs", "CS", "Esq. MDR (Cs)"], brands: ["Cycloserine Dong-A", "Coxerin"], lay: ["cápsulas de TBC"],
    ifa: "Cicloserina", dosis: ["250 mg c/12h", "750 mg/día"], via: "oral", reactions: [["psiquiatrico", 20], ["cefalea", 6], ["mareo_sueno", 6]], registro: "EE-03356" }),
  D({ id: "cfz", programa: "mdr", formal: ["Clofazimina 100 mg cápsula"], abbrev: ["Cfz", "CFZ"], brands: ["Lamprene"], lay: ["cápsulas de TBC"],
    ifa: "Clofazimina", dosis: ["100 mg/día"], via: "oral", reactions: [["piel_oscura", 14], ["qt", 8], ["gastritis", 5]], registro: "EE-04475" }),
  D({ id: "amk", programa: "mdr", formal: ["Amikacina 500 mg/2 mL inyectable", "Amikacina sulfato 1 g"], abbrev: ["Am", "AMK", "Amikacina IM"], brands: ["Amikin"], lay: ["su inyección de TBC"],
    ifa: "Amikacina", dosis: ["15 mg/kg/día IM", "750 mg IM diario"], via: "intramuscular", reactions: [["ototox", 18], ["renal", 10], ["local", 4]], registro: "EN-02214" }),
  D({ id: "tle", programa: "vih", formal: ["Tenofovir 300 mg + Lamivudina 300 mg + Efavirenz 600 mg tableta", "Tenofovir/Lamivudina/Efavirenz 300/300/600 mg"],
    abbrev: ["TDF/3TC/EFV", "TDF+3TC+EFV", "TAR 1ra línea (TDF/3TC/EFV)", "TARGA"], brands: ["Atripla genérico", "Tenolam-E"], lay: ["sus pastillas del programa", "su TARGA"],
    ifa: "Tenofovir + Lamivudina + Efavirenz", dosis: ["1 tab c/24h noche", "1 tab/día"], via: "oral", reactions: [["mareo_sueno", 20], ["rash", 10], ["psiquiatrico", 6], ["renal", 5], ["hepato", 5]], registro: "EE-03901",
    parts: [["Efavirenz 600 mg", ["mareo_sueno", "rash", "psiquiatrico", "hepato"]], ["Tenofovir 300 mg", ["renal"]], ["Lamivudina 300 mg", []]] }),
  D({ id: "tld", programa: "vih", formal: ["Tenofovir 300 mg + Lamivudina 300 mg + Dolutegravir 50 mg tableta", "Dolutegravir 50 mg tableta"],
    abbrev: ["TLD", "TDF/3TC/DTG", "DTG", "TAR (TLD)"], brands: ["Tenolam-D", "Tivicay"], lay: ["sus pastillas del programa"],
    ifa: "Tenofovir + Lamivudina + Dolutegravir", dosis: ["1 tab c/24h", "1 tab/día"], via: "oral", reactions: [["mareo_sueno", 12], ["cefalea", 10], ["gastritis", 6], ["rash", 4], ["renal", 3]], registro: "EE-06123" }),
  D({ id: "azt", programa: "vih", formal: ["Zidovudina 10 mg/mL solución oral", "Zidovudina jarabe 50 mg/5 mL"], abbrev: ["AZT", "AZT profilaxis RN"], brands: ["Retrovir"], lay: ["el jarabe del bebé"],
    ifa: "Zidovudina", dosis: ["4 mg/kg c/12h", "1.5 mL c/12h"], via: "oral", reactions: [["anemia", 14], ["vomitos", 6], ["diarrea", 4]], registro: "EE-02290" }),
  D({ id: "smx", programa: "vih", formal: ["Sulfametoxazol 800 mg + Trimetoprima 160 mg tableta", "Cotrimoxazol 960 mg"], abbrev: ["SMX/TMP", "Cotrimoxazol profilaxis", "CTX"], brands: ["Bactrim F"], lay: ["pastilla de profilaxis"],
    ifa: "Sulfametoxazol + Trimetoprima", dosis: ["1 tab c/24h", "960 mg/día"], via: "oral", reactions: [["rash", 16], ["urticaria", 6], ["anemia", 3], ["hepato", 3]], registro: "EN-00973" }),
  D({ id: "sf_nino", programa: "anemia", formal: ["Sulfato ferroso 15 mg Fe/5 mL jarabe", "Sulfato ferroso gotas 25 mg Fe/mL", "Complejo polimaltosado férrico gotas"], abbrev: ["SF", "SF gotas", "SF jarabe", "Hierro (SF)"], brands: ["Maltofer gotas", "Sulfato ferroso Portugal"], lay: ["su hierrito", "las gotitas de hierro"],
    ifa: "Sulfato ferroso", dosis: ["3 mg/kg/día", "10 gotas/día", "2.5 mL c/24h"], via: "oral", reactions: [["heces", 14], ["estrenimiento", 12], ["vomitos", 10], ["gastritis", 8], ["diarrea", 6]], registro: "EN-03122" }),
  D({ id: "mmn", programa: "anemia", formal: ["Micronutrientes en polvo (sobre 1 g)"], abbrev: ["MMN", "Chispitas"], brands: ["Chispitas nutricionales"], lay: ["las chispitas"],
    ifa: "Multimicronutrientes", dosis: ["1 sobre/día"], via: "oral", reactions: [["diarrea", 10], ["heces", 8], ["vomitos", 6], ["estrenimiento", 4]], registro: "EN-05011" }),
  D({ id: "sf_af", programa: "gestante", formal: ["Sulfato ferroso 300 mg + Ácido fólico 0.4 mg tableta", "Sulfato ferroso 60 mg Fe + ácido fólico"], abbrev: ["SF+AF", "SF + AF gestante", "Hierro y ácido fólico"], brands: ["Ferranin fol", "Sulfato ferroso + AF Medifarma"], lay: ["sus pastillas de hierro"],
    ifa: "Sulfato ferroso + Ácido fólico", dosis: ["1 tab/día", "1 tab c/24h"], via: "oral", reactions: [["gastritis", 14], ["vomitos", 12], ["estrenimiento", 10], ["heces", 6]], registro: "EN-04321" }),
  D({ id: "pnc", programa: "gestante", formal: ["Penicilina G benzatínica 2 400 000 UI polvo para suspensión inyectable", "Bencilpenicilina benzatínica 2.4 MUI"], abbrev: ["PNC benzatínica", "Pen. benzatínica 2.4", "PB 2.4 MUI"], brands: ["Benzetacil"], lay: ["la inyección"],
    ifa: "Bencilpenicilina benzatínica", dosis: ["2 400 000 UI IM dosis única", "2.4 MUI IM semanal x 3"], via: "intramuscular", reactions: [["anafilaxia", 8], ["urticaria", 10], ["hipotension", 4], ["local", 6]], registro: "EE-00815" }),
  D({ id: "amox", programa: "general", formal: ["Amoxicilina 500 mg cápsula", "Amoxicilina 250 mg/5 mL suspensión"], abbrev: ["Amoxicilina", "AMOX"], brands: ["Amoxil", "Trimoxal"], lay: ["el antibiótico"],
    ifa: "Amoxicilina", dosis: ["500 mg c/8h", "5 mL c/8h", "50 mg/kg/día"], via: "oral", reactions: [["rash", 16], ["urticaria", 10], ["diarrea", 6], ["anafilaxia", 1]], registro: "EN-00512" }),
  D({ id: "metamizol", programa: "general", formal: ["Metamizol sódico 1 g/2 mL inyectable", "Metamizol 500 mg tableta"], abbrev: ["Metamizol", "Dipirona"], brands: ["Dimetil", "Antalgina"], lay: ["la ampolla para el dolor"],
    ifa: "Metamizol sódico", dosis: ["1 g IM stat", "1 g EV c/8h", "500 mg c/8h"], via: "intramuscular", reactions: [["hipotension", 10], ["urticaria", 10], ["anafilaxia", 3], ["local", 4]], registro: "EN-01130" }),
  D({ id: "ceftri", programa: "general", formal: ["Ceftriaxona 1 g polvo para solución inyectable"], abbrev: ["Ceftriaxona", "CFTX"], brands: ["Rocephin", "Triaxona"], lay: ["la inyección"],
    ifa: "Ceftriaxona", dosis: ["1 g IM c/24h", "1 g EV c/12h"], via: "intramuscular", reactions: [["urticaria", 10], ["rash", 8], ["anafilaxia", 2], ["local", 5]], registro: "EE-01744" }),
  D({ id: "pentavalente", programa: "vacuna", formal: ["Vacuna pentavalente (DPT-HvB-Hib) suspensión inyectable"], abbrev: ["Pentavalente", "PENTA"], brands: ["Pentavac", "Vacuna pentavalente SII"], lay: ["su vacuna"],
    ifa: "Vacuna DPT-HvB-Hib", dosis: ["0.5 mL IM"], via: "intramuscular", reactions: [["fiebre", 14], ["local", 14], ["llanto", 10]], registro: "BE-01003" }),
  D({ id: "spr", programa: "vacuna", formal: ["Vacuna SPR (sarampión, paperas, rubéola) liofilizado"], abbrev: ["SPR", "SPR 1ra dosis"], brands: ["Priorix", "Vacuna SPR SII"], lay: ["su vacuna"],
    ifa: "Vacuna SPR", dosis: ["0.5 mL SC"], via: "subcutánea", reactions: [["fiebre", 14], ["rash", 8], ["local", 6]], registro: "BE-00877" }),
  D({ id: "influenza", programa: "vacuna", formal: ["Vacuna influenza estacional trivalente"], abbrev: ["Influenza", "Vac. influenza"], brands: ["Vaxigrip", "Influvac"], lay: ["la vacuna de la gripe"],
    ifa: "Vacuna contra la influenza", dosis: ["0.5 mL IM"], via: "intramuscular", reactions: [["local", 14], ["fiebre", 10], ["cefalea", 6]], registro: "BE-01212" }),
  D({ id: "vph", programa: "vacuna", formal: ["Vacuna contra el virus del papiloma humano tetravalente"], abbrev: ["VPH", "Vac. VPH"], brands: ["Gardasil"], lay: ["la vacuna del colegio"],
    ifa: "Vacuna VPH", dosis: ["0.5 mL IM"], via: "intramuscular", reactions: [["local", 12], ["hipotension", 6], ["cefalea", 6], ["fiebre", 4]], registro: "BE-01408" }),
  D({ id: "aa", programa: "vacuna", formal: ["Vacuna antiamarílica liofilizada"], abbrev: ["AMA", "Antiamarílica", "Fiebre amarilla"], brands: ["Stamaril"], lay: ["la vacuna para ir a la selva"],
    ifa: "Vacuna contra la fiebre amarilla", dosis: ["0.5 mL SC"], via: "subcutánea", reactions: [["fiebre", 12], ["cefalea", 8], ["local", 6], ["urticaria", 3]], registro: "BE-00519" })
]

export const drug = (id: string): Drug => DRUGS.find((d) => d.id === id)!

/** The drugs of a programme. */
export const drugsOf = (p: Programa) => DRUGS.filter((d) => d.programa === p)

/** A drug's reaction, by its weights. */
export const reactionOf = (r: Random, d: Drug): RKey => {
  let total = 0
  for (const [, w] of d.reactions) total += w
  let x = r.next() * total
  for (const [k, w] of d.reactions) if ((x -= w) < 0) return k
  return d.reactions[0]![0]
}
