'use client';

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { isPrefillable, type ComposedLetter, type TemplateField } from '@registre/domain';
import type { letterTemplateSchema } from '@registre/domain/letter-template-schema';
import dynamic from 'next/dynamic';
import { useEffect, useMemo, useState } from 'react';
import { OrderButtonPlaceholder } from '@/components/orders/order-button-placeholder';
import { RuntimeApiIsland } from '@/components/orders/runtime-api-island';
import type { composePreview } from '@/lib/letters/compose-preview';
import { fetchCompanyPrefill } from '@/lib/letters/fetch-company-prefill';
import { useLazyModule } from '@/lib/letters/use-lazy-module';
import { readStepValues, writeStepValues, type FormValues } from '@/lib/orders/document-form-values';
import { CompanyPicker } from './company-picker';
import { LetterFieldInput } from './letter-field-input';
import { LetterPreview } from './letter-preview';
import { LetterTextsProvider, useLetterText, type LetterFormTexts } from './letter-texts';

/** The kept form's kind (document-form-values): `document-form:letter:{templateId}`. */
const KEPT_KIND = 'letter';

function stepValues(template: LetterForm, values: FormValues, step: number): FormValues {
  return Object.fromEntries(template.fields.filter((field) => field.step === step && values[field.name] !== undefined).map((field) => [field.name, values[field.name] ?? '']));
}

/** What the form needs of a template, passed by the server page (the template's texts load with the preview). */
export interface LetterForm {
  id: string;
  steps: readonly string[];
  fields: readonly TemplateField[];
  companyParty: string | null;
}

type SchemaOf = typeof letterTemplateSchema;
type Compose = typeof composePreview;

/** The preview's composer (the catalogue and its texts), fetched once after the first form is shown. */
let composeModule: Promise<Compose> | null = null;
const loadCompose = () => (composeModule ??= import('@/lib/letters/compose-preview').then((loaded) => loaded.composePreview));

/** The schemas' module, fetched once after the first form is shown. */
let schemaModule: Promise<SchemaOf> | null = null;
const loadSchemaOf = () => (schemaModule ??= import('@registre/domain/letter-template-schema').then((loaded) => loaded.letterTemplateSchema));

/**
 * Each failing field's message, from the template's schema. The schemas (zod) load just after the
 * page, out of its first load; until they have, the form checks nothing and the order API, which
 * checks with the same schema, answers with the same messages.
 */
function fieldErrors(schemaOf: SchemaOf | null, template: LetterForm, values: FormValues, messageOf: (key: string) => string): Record<string, string> {
  if (!schemaOf) return {};
  const parsed = schemaOf(template).safeParse(values);
  if (parsed.success) return {};
  return Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0] ?? ''), messageOf(issue.message)]));
}

/**
 * A template's form, step by step, beside the live preview of the letter (composed by the same
 * function as the PDF and the DOCX). Values are kept per step in the tab's sessionStorage, so a
 * reload, a sign-in or a trip through the payment funnel finds the letter as it was.
 */
export function LetterWorkspace({ form, texts }: { form: LetterForm; texts: LetterFormTexts }) {
  return (
    <LetterTextsProvider value={texts}>
      <LetterWorkspaceForm form={form} />
    </LetterTextsProvider>
  );
}

/**
 * The order button and its ordering texts (the orders' i18n) load after the page, behind the placeholder the
 * island shows anyway until the runtime API address is known.
 */
const LetterOrderButton = dynamic(() => import('./letter-order-button').then((loaded) => loaded.LetterOrderButton), { ssr: false, loading: () => <LoadingOrderButton /> });

function LoadingOrderButton() {
  const lettersT = useLetterText();
  return <OrderButtonPlaceholder label={lettersT('form.order')} />;
}

function LetterWorkspaceForm({ form }: { form: LetterForm }) {
  const template = form;
  const lettersT = useLetterText();
  const messageOf = (key: string) => (key === 'errors:orders.field-required' ? lettersT('form.required') : lettersT('form.invalid'));
  const templateId = form.id;
  const [values, setValues] = useState<FormValues>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [step, setStep] = useState(0);
  const compose = useLazyModule(loadCompose);
  const schemaOf = useLazyModule(loadSchemaOf);

  useEffect(() => {
    setValues(Object.assign({}, ...Object.values(readStepValues(KEPT_KIND, templateId))) as FormValues);
  }, [templateId]);

  // Opened from a company page (`?siren=`): the register fills the company's fields, over what was kept.
  useEffect(() => {
    const siren = new URLSearchParams(window.location.search).get('siren');
    const found = form;
    if (!found.companyParty || !siren || !/^\d{9}$/.test(siren)) return;
    let live = true;
    void fetchCompanyPrefill(siren).then((prefilled) => {
      if (!live || !prefilled) return;
      const changes = Object.fromEntries(found.fields.filter((field) => isPrefillable(field) && prefilled[field.name] !== undefined).map((field) => [field.name, prefilled[field.name] ?? '']));
      setValues((current) => {
        const next = { ...current, ...changes };
        for (const step of new Set(found.fields.filter((field) => field.name in changes).map((field) => field.step))) writeStepValues(KEPT_KIND, templateId, step, stepValues(found, next, step));
        return next;
      });
    });
    return () => {
      live = false;
    };
  }, [form, templateId]);

  const letter: ComposedLetter | null = useMemo(() => (compose ? compose(templateId, values) : null), [compose, templateId, values]);

  const update = (changes: FormValues) => {
    const next = { ...values, ...changes };
    setValues(next);
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([name]) => !(name in changes))));
    const steps = new Set(template.fields.filter((field) => field.name in changes).map((field) => field.step));
    for (const changed of steps) writeStepValues(KEPT_KIND, templateId, changed, stepValues(template, next, changed));
  };

  const prefill = (prefilled: Record<string, string>) =>
    update(Object.fromEntries(template.fields.filter((field) => isPrefillable(field) && prefilled[field.name] !== undefined).map((field) => [field.name, prefilled[field.name] ?? ''])));

  const check = (loaded: SchemaOf | null, target: number) => {
    if (target > step) {
      const failing = fieldErrors(loaded, template, values, messageOf);
      const here = Object.fromEntries(Object.entries(failing).filter(([name]) => template.fields.some((field) => field.name === name && field.step === step)));
      setErrors(here);
      if (Object.keys(here).length > 0) return;
    }
    setStep(target);
  };

  const goTo = (target: number) => {
    // A step checked before the schemas have loaded waits for them (a fraction of a second).
    if (target > step && !schemaOf) {
      void loadSchemaOf().then((loaded) => check(loaded, target));
      return;
    }
    check(schemaOf, target);
  };

  const showErrors = (found: Record<string, string>) => {
    setErrors(found);
    const first = template.fields.find((field) => found[field.name] !== undefined);
    if (first) setStep(first.step);
  };

  const checkedValues = () => {
    const failing = fieldErrors(schemaOf, template, values, messageOf);
    if (Object.keys(failing).length > 0) {
      showErrors(failing);
      return null;
    }
    return Object.fromEntries(Object.entries(values).filter(([, value]) => value.trim() !== ''));
  };

  const last = template.steps.length - 1;
  const fields = template.fields.filter((field) => field.step === step);
  const pickerStep = template.fields.find((field) => field.name === 'companyName')?.step;

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xxxs: '1fr', md: 'minmax(0, 5fr) minmax(0, 6fr)' }, gap: { xxxs: 3, md: 4 }, alignItems: 'start' }}>
      <Box component="form" noValidate onSubmit={(event) => event.preventDefault()} aria-labelledby="letter-step-title">
        <Box component="ol" aria-label={lettersT('form.steps')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0, mb: 2 }}>
          {template.steps.map((name, index) => (
            <li key={name}>
              <Button size="small" variant={index === step ? 'contained' : 'outlined'} aria-current={index === step ? 'step' : undefined} onClick={() => goTo(index)}>
                {index + 1}. {name}
              </Button>
            </li>
          ))}
        </Box>
        <Typography id="letter-step-title" variant="h3" sx={{ fontSize: '1.125rem', mb: 2 }}>
          {lettersT('form.step', { number: step + 1, total: template.steps.length, name: template.steps[step] ?? '' })}
        </Typography>
        {template.companyParty && step === pickerStep ? <CompanyPicker party={template.companyParty} onPrefill={prefill} /> : null}
        <Stack spacing={1}>
          {fields.map((field) => (
            <LetterFieldInput key={field.name} field={field} value={values[field.name] ?? ''} error={errors[field.name] ?? null} onChange={(value) => update({ [field.name]: value })} />
          ))}
        </Stack>
        {Object.keys(errors).length > 0 && step === last ? (
          <Typography role="alert" color="error" variant="body2" sx={{ mt: 1 }}>
            {lettersT('form.fixErrors')}
          </Typography>
        ) : null}
        <Stack direction="row" spacing={1} sx={{ mt: 2, flexWrap: 'wrap', gap: 1 }}>
          {step > 0 ? <Button onClick={() => goTo(step - 1)}>{lettersT('form.previous')}</Button> : null}
          {step < last ? (
            <Button variant="contained" onClick={() => goTo(step + 1)}>
              {lettersT('form.next')}
            </Button>
          ) : (
            <RuntimeApiIsland fallback={<OrderButtonPlaceholder label={lettersT('form.order')} />}>
              <LetterOrderButton
                templateId={templateId}
                checkedValues={checkedValues}
                onFieldErrors={(found) => showErrors(Object.fromEntries(Object.entries(found).map(([name, keys]) => [name.replace(/^fields\./, ''), messageOf(keys[0] ?? '')])))}
              />
            </RuntimeApiIsland>
          )}
        </Stack>
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 2 }}>
          {lettersT('form.kept')}
        </Typography>
      </Box>
      <Box component="section" aria-labelledby="letter-preview-title" sx={{ position: { md: 'sticky' }, top: { md: 16 } }}>
        <Typography id="letter-preview-title" variant="h2" sx={{ fontSize: '1.25rem', mb: 0.5 }}>
          {lettersT('preview.heading')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {lettersT('preview.hint')}
        </Typography>
        {letter ? <LetterPreview letter={letter} subjectLabel={(subject) => lettersT('preview.subject', { subject })} /> : null}
      </Box>
    </Box>
  );
}
