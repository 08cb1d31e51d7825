/** The base path of every route of the API. */
export const BASE_PATH = "/api/v1"
