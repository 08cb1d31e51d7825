// Schema 0011: how a review item was closed — when, by whom, the case it led to, and a note.
// Frozen: later changes go in new migrations, never here.
export default `
ALTER TABLE intake_review
  ADD COLUMN resolved_at timestamptz,
  ADD COLUMN resolved_by integer REFERENCES atalaya_users(id) ON DELETE SET NULL,
  ADD COLUMN icsr_id integer REFERENCES icsr(id) ON DELETE SET NULL,
  ADD COLUMN nota text;
`
