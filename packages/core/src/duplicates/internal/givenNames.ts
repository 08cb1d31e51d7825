/**
 * Given names frequent in Peru (folded: lower case, no accents), to tell a name written surnames
 * first without a comma ('CHANCHARI CARDENAS EUSEBIO', as programme listings and registers write
 * it) from one written given names first. Names that are as often surnames (Santiago, Cruz,
 * Martín, León, Paz, Salvador, Vicente) are left out: they could be either.
 */
const NAMES = `
  abel abraham adolfo adrian agustin alan alberto alejandro alejandra alex alexander alfredo alicia alonso alvaro amalia amelia
  ana anabel andrea andres angel angela angelica anibal antonia antonio armando arturo augusto aurora beatriz benjamin bertha
  blanca brenda bruno camila carla carlos carmen carolina catalina cecilia cesar cinthia clara claudia constantino cristian
  cristina daniel daniela david delia diana diego dina dora edgar edith eduardo elena elias elisa elizabeth elmer elsa elvis
  emilio emma enrique erick erika ernesto esperanza esteban esther eusebio eva fabiola fatima felipe felix fernando fidel
  flor francisco gabriel gabriela gerardo german gladys gloria gonzalo graciela gregorio guadalupe guillermo gustavo hector
  hilda hugo ignacio ines irene isabel ismael ivan jaime javier jesus jhon jhonatan jimena joaquin jorge jose josefina juan
  juana julia julio karen karina katherine kevin laura leonardo leticia lidia liliana lilia lorena lourdes lucia luis luisa
  luz manuel marco marcos margarita maria mariana mariela marina mario maritza marta martha mateo matias mauricio maximo
  melissa mercedes miguel milagros miriam moises monica nancy natalia nelly nelson nicolas nilda noemi norma olga oscar
  pablo pamela patricia paola pedro percy pilar rafael ramiro raquel raul rebeca renzo ricardo roberto rocio rodrigo rolando
  romina rosa rosario rosalia ruben ruth samuel sandra sara sebastian sergio silvia sofia sonia susana teodoro teresa tomas
  ulises valentina valeria vanessa veronica victor victoria walter wilber wilder wilmer william ximena yolanda yuri zoila
`

/** Frequent given names, folded. */
export const GIVEN_NAMES: ReadonlySet<string> = new Set(NAMES.split(/\s+/).filter((n) => n !== ""))
