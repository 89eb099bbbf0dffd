import { relations } from 'drizzle-orm';
import { announcements } from './announcements';
import { companies } from './companies';
import { persons, mandates } from './directors';
import { establishments } from './establishments';
import { financialStatements } from './financial-statements';

/** Relations for drizzle's relational queries (`db.query.companies.findFirst({ with })`). */
export const companiesRelations = relations(companies, ({ many }) => ({
  establishments: many(establishments),
  mandates: many(mandates),
  financialStatements: many(financialStatements),
  announcements: many(announcements),
}));

export const establishmentsRelations = relations(establishments, ({ one }) => ({
  company: one(companies, { fields: [establishments.siren], references: [companies.siren] }),
}));

export const personsRelations = relations(persons, ({ many }) => ({
  mandates: many(mandates),
}));

export const mandatesRelations = relations(mandates, ({ one }) => ({
  person: one(persons, { fields: [mandates.personId], references: [persons.id] }),
  company: one(companies, { fields: [mandates.siren], references: [companies.siren] }),
}));

export const financialStatementsRelations = relations(financialStatements, ({ one }) => ({
  company: one(companies, { fields: [financialStatements.siren], references: [companies.siren] }),
}));

export const announcementsRelations = relations(announcements, ({ one }) => ({
  company: one(companies, { fields: [announcements.siren], references: [companies.siren] }),
}));
