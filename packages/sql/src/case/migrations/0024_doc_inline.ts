// Schema 0024: case texts kept in their row. Frozen: later changes go in new migrations, never here.
export default `
-- A case's stored text is about 4 KB, 2.4 KB once lz4-compressed: just over the default target
-- (about 2 KB), so every text went out of line and a cold list page read 20 of them through the
-- TOAST index and its chunks. With a target of 3,000 bytes a compressed text stays in the row:
-- one heap page per text (PostgreSQL CPU a list page: cold 793 -> 653-737 us, pages asked for
-- often 357 -> 287-290 us, at 1,000,000 cases). Texts written before move into their row when they
-- are next built; UPDATE icsr_doc SET head = head || '' moves them at once (42 s at 1 M).
ALTER TABLE icsr_doc SET (toast_tuple_target = 3000);
`
