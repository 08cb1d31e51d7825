// Schema 0023: which version of the duplicate rule each stored flag was computed by. Frozen:
// later changes go in new migrations, never here.
export default `
-- Duplicates.RULE_VERSION (@atalaya/core) of the check that stored the row; NULL for rows stored
-- before this column, and for rows a newer case's check raised without checking the case itself.
-- Rows of another version are checked again in the background after start-up.
ALTER TABLE icsr_dup_checks ADD COLUMN rule text;
`
