/**
 * Atalaya training (service-spec "Training"): programs, sessions, materials, quizzes, attempts,
 * attendance, progress, statistics and certificates.
 *
 * @packageDocumentation
 */
export {}
