-- Deleting an account (issue 25 item 7): every table keyed to app_user already cascades (the deletion test lists
-- them from the catalogue). What a foreign key cannot reach is found by address and by name, so those lookups
-- get indexes: the outbox and the audit log only grow.
CREATE INDEX mail_outbox_to_address_idx ON mail_outbox (lower(to_address));
CREATE INDEX audit_log_target_idx ON audit_log (lower(target));
