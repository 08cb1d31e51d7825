/**
 * Atalaya training (service-spec "Training"): programs, sessions and materials, generated content
 * and quizzes (a language model, or rules without one), the quiz engine graded out of 20, attempts,
 * attendance, progress, statistics, and certificates with a verification QR.
 *
 * @packageDocumentation
 */

/** Certificate criteria, data, verification code and PDF with QR. */
export * as Certificates from "./Certificates.js"
/** Generation through the language model: full_auto content, quizzes, free-text grading. */
export * as Generation from "./Generation.js"
/** Attendance, attempts, completion, progress, statistics and certificate use cases. */
export * as LearningService from "./LearningService.js"
/** PDFs of generated materials and the text helpers of PDFs. */
export * as Pdf from "./Pdf.js"
/** The quiz engine: question types, structure, the points rule and grading. */
export * as Quiz from "./Quiz.js"
/** Questions built by rules from a material's own sentences. */
export * as QuizRules from "./QuizRules.js"
/** Training resources: input schemas, records, texts and defaults. */
export * as Training from "./Training.js"
/** Training storage port. */
export * as TrainingRepository from "./TrainingRepository.js"
/** Program, session and material use cases, generation included. */
export * as TrainingService from "./TrainingService.js"
/** Training settings (the public URL of verification links). */
export * as TrainingSettings from "./TrainingSettings.js"
