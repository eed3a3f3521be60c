-- An order's mails, for the back office's history, are found by their recipient.
CREATE INDEX "mail_outbox_to_idx" ON "mail_outbox" USING btree ("to_address");