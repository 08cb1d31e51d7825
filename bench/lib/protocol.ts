/** Messages between the benchmark and its server child processes. */
export type ParentMessage =
  | { readonly type: "stop" }
  | { readonly type: "profile-start" }
  | { readonly type: "profile-stop"; readonly file: string }
  | { readonly type: "cpu" }

export type ChildMessage =
  | { readonly type: "ready"; readonly port: number }
  | { readonly type: "error"; readonly message: string }
  | { readonly type: "profile-started" }
  | { readonly type: "profile-saved"; readonly file: string }
  | { readonly type: "cpu"; readonly userUs: number; readonly systemUs: number }
