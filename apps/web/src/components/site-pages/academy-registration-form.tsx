'use client';

import Box from '@mui/material/Box';
import type { AcademySession } from '@registre/domain';
import { object, string } from 'zod';
import { FormMessageAlert } from '@/components/auth/form-message-alert';
import { FormTextField } from '@/components/auth/form-text-field';
import { SubmitButton } from '@/components/auth/submit-button';
import { useApiClient } from '@/lib/api-client/api-client-context';
import { useApiForm } from '@/lib/auth/use-api-form';
import { sitePagesApi } from '@/lib/site-pages/site-pages-api';
import { siteFormsT } from '@/lib/site-pages/site-forms-i18n';
import { HoneypotField } from './honeypot-field';

const REQUIRED = 'errors:validation.required';
const schema = object({
  session_id: string().min(1, { error: REQUIRED }),
  name: string().trim().min(1, { error: REQUIRED }),
  email: string().trim().min(1, { error: REQUIRED }),
  website: string(),
});

/** The registration to one of the sessions still to come (labels given by the server: title and date); a full one cannot be chosen. */
export function AcademyRegistrationForm({ sessions, labels, initialSessionId }: { sessions: readonly AcademySession[]; labels: Readonly<Record<string, string>>; initialSessionId: string | null }) {
  const api = useApiClient();
  const open = sessions.filter((session) => session.seats_left > 0);
  const initial = open.some((session) => session.id === initialSessionId) ? (initialSessionId as string) : (open[0]?.id ?? '');
  const { form, message, onSubmit } = useApiForm({
    schema,
    defaultValues: { session_id: initial, name: '', email: '', website: '' },
    onSubmit: async (values) => {
      const result = await sitePagesApi.registerToSession(api, values);
      return { severity: result.already_registered ? 'info' : 'success', text: siteFormsT(result.already_registered ? 'academy.alreadyRegistered' : 'academy.registered', { email: values.email }) };
    },
  });
  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={siteFormsT('academy.formLabel')} sx={{ position: 'relative' }}>
      <FormMessageAlert message={message} focusOnShow />
      {/* The chosen session's full label again below the select, which a phone cuts short. */}
      <FormTextField
        form={form}
        name="session_id"
        select
        label={siteFormsT('academy.session')}
        helperText={labels[form.watch('session_id')]}
        required
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        {sessions.map((session) => (
          <option key={session.id} value={session.id} disabled={session.seats_left === 0}>
            {session.seats_left === 0 ? `${labels[session.id] ?? session.title} (${siteFormsT('academy.full')})` : (labels[session.id] ?? session.title)}
          </option>
        ))}
      </FormTextField>
      <FormTextField form={form} name="name" autoComplete="name" label={siteFormsT('academy.name')} required />
      <FormTextField form={form} name="email" type="email" autoComplete="email" label={siteFormsT('academy.email')} required />
      <HoneypotField form={form} name="website" />
      <SubmitButton pending={form.formState.isSubmitting}>{siteFormsT('academy.submit')}</SubmitButton>
    </Box>
  );
}
