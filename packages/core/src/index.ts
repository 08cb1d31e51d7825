/**
 * `@atalaya/core`: the pharmacovigilance domain — schemas, pure rules, ports and use cases.
 * No I/O: storage, HTTP and messaging live in adapter packages.
 *
 * @packageDocumentation
 */

/** Audit trail port. */
export * as AuditLog from "./kernel/AuditLog.js"
/** Sign-in, authentication and user management use cases. */
export * as AuthService from "./auth/AuthService.js"
/** The ICSR case schemas and field tables. */
export * as Case from "./case/Case.js"
/** The ICSR list query. */
export * as CaseQuery from "./case/CaseQuery.js"
/** Case storage port. */
export * as CaseRepository from "./case/CaseRepository.js"
/** Pure case rules (contact routing, deadlines, diffs). */
export * as CaseRules from "./case/CaseRules.js"
/** ICSR case use cases. */
export * as CaseService from "./case/CaseService.js"
/** Reporter contact detection and phone normalization for follow-up. */
export * as Contact from "./followup/Contact.js"
/** Duplicate answers over the repository, and the background check. */
export * as DuplicateChecks from "./duplicates/DuplicateChecks.js"
/** Duplicate candidates port. */
export * as DuplicateRepository from "./duplicates/DuplicateRepository.js"
/** Duplicate detection as pure functions: scoring, normalization, classification, blocking keys. */
export * as Duplicates from "./duplicates/Duplicates.js"
/** Duplicate check use cases: per case, in bulk, and the manual decision. */
export * as DuplicateService from "./duplicates/DuplicateService.js"
/** Document text port: PDF text layer or OCR, page by page. */
export * as DocumentText from "./kernel/DocumentText.js"
/** Reading uploaded documents (PDF, PNG, JPG, TIFF) for evaluation: `POST /evaluacion/ficha`. */
export * as DocumentIntake from "./evaluation/DocumentIntake.js"
/** The evaluation flow: seriousness, urgency, evaluator, FT decision, internal codes, tasks. */
export * as EvaluationService from "./evaluation/EvaluationService.js"
/** Reading settings from environment variables (pure). */
export * as Env from "./kernel/Env.js"
/** Typed domain errors. */
export * as Errors from "./kernel/Errors.js"
/** Field parsers shared by every resource. */
export * as Fields from "./kernel/Fields.js"
/** Declarative field tables. */
export * as FieldSpec from "./kernel/FieldSpec.js"
/** Follow-up messages. */
export * as FollowupMessage from "./followup/FollowupMessage.js"
/** Follow-up with the reporter: thread, send, inbound threading. */
export * as FollowupService from "./followup/FollowupService.js"
/** File storage port. */
export * as FileStorage from "./kernel/FileStorage.js"
/** Language model port: structured completions, with a rule-based path when unavailable. */
export * as LanguageModel from "./kernel/LanguageModel.js"
/** Outbound email port. */
export * as Mailer from "./notifications/Mailer.js"
/** MedDRA terms, release parsing and the search form of terms. */
export * as Meddra from "./meddra/Meddra.js"
/** MedDRA dictionary storage port. */
export * as MeddraRepository from "./meddra/MeddraRepository.js"
/** MedDRA use cases: suggestions and release import. */
export * as MeddraService from "./meddra/MeddraService.js"
/** Follow-up message storage port. */
export * as MessageRepository from "./followup/MessageRepository.js"
/** Side effects of case changes: notifications, evaluator assignment, automatic follow-up. */
export * as Notifications from "./notifications/Notifications.js"
/** Notification outbox port. */
export * as Outbox from "./notifications/Outbox.js"
/** Outbox delivery with retries and back-off. */
export * as OutboxWorker from "./notifications/OutboxWorker.js"
/** Password hashing port. */
export * as PasswordHasher from "./auth/PasswordHasher.js"
/** Permissions and role grants. */
export * as Permissions from "./kernel/Permissions.js"
/** Catalog products. */
export * as Product from "./catalog/Product.js"
/** Catalog storage port. */
export * as ProductRepository from "./catalog/ProductRepository.js"
/** Catalog use cases. */
export * as ProductService from "./catalog/ProductService.js"
/** SMS and WhatsApp port. */
export * as TextMessenger from "./notifications/TextMessenger.js"
/** Cleanup of document text: NFC, hyphenation, recurring headers/footers and page numbers, spaces. */
export * as TextCleanup from "./kernel/TextCleanup.js"
/** Staff task storage port. */
export * as TaskRepository from "./evaluation/TaskRepository.js"
/** Email threading: Message-ID chains and case numbers in subjects. */
export * as Threading from "./followup/Threading.js"
/** Access token port. */
export * as TokenService from "./auth/TokenService.js"
/** Transaction port. */
export * as Transactor from "./kernel/Transactor.js"
/** Users and principals. */
export * as User from "./auth/User.js"
/** User storage port. */
export * as UserRepository from "./auth/UserRepository.js"
/** Validation issues in the contract's shape. */
export * as Validation from "./kernel/Validation.js"
