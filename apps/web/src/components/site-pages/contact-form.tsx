'use client';

import Box from '@mui/material/Box';
import { CONTACT_CATEGORIES, type ContactCategory } from '@registre/domain';
import { object, string, enum as zodEnum } from 'zod';
import { FormMessageAlert } from '@/components/auth/form-message-alert';
import { FormTextField } from '@/components/auth/form-text-field';
import { SubmitButton } from '@/components/auth/submit-button';
import { useApiClient } from '@/lib/api-client/api-client-context';
import { HoneypotField } from './honeypot-field';
import { useApiForm } from '@/lib/auth/use-api-form';
import { sitePagesApi } from '@/lib/site-pages/site-pages-api';
import { siteFormsT } from '@/lib/site-pages/site-forms-i18n';

const REQUIRED = 'errors:validation.required';
const schema = object({
  name: string().trim().min(1, { error: REQUIRED }),
  email: string().trim().min(1, { error: REQUIRED }),
  category: zodEnum(CONTACT_CATEGORIES, { error: REQUIRED }),
  message: string().trim().min(1, { error: REQUIRED }),
  website: string(),
});

/** The /contact form: the API stores the message, mails it to the team and acknowledges it to the sender. `initialCategory` comes from `?sujet=`. */
export function ContactForm({ initialCategory }: { initialCategory: ContactCategory | null }) {
  const api = useApiClient();
  const { form, message, onSubmit } = useApiForm({
    schema,
    defaultValues: { name: '', email: '', category: (initialCategory ?? '') as ContactCategory, message: '', website: '' },
    onSubmit: async (values) => {
      await sitePagesApi.sendContactMessage(api, values);
      form.reset();
      return { severity: 'success', text: siteFormsT('contact.sent', { email: values.email }) };
    },
  });
  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={siteFormsT('contact.formLabel')} sx={{ position: 'relative' }}>
      <FormMessageAlert message={message} focusOnShow />
      <FormTextField form={form} name="name" autoComplete="name" label={siteFormsT('contact.name')} required />
      <FormTextField form={form} name="email" type="email" autoComplete="email" label={siteFormsT('contact.email')} required />
      <FormTextField form={form} name="category" select label={siteFormsT('contact.category')} required slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}>
        <option value="" />
        {CONTACT_CATEGORIES.map((category) => (
          <option key={category} value={category}>
            {siteFormsT(`contact.categories.${category}`)}
          </option>
        ))}
      </FormTextField>
      <FormTextField form={form} name="message" multiline minRows={6} label={siteFormsT('contact.message')} helperText={siteFormsT('contact.messageHelp')} required />
      <HoneypotField form={form} name="website" />
      <SubmitButton pending={form.formState.isSubmitting}>{siteFormsT('contact.submit')}</SubmitButton>
    </Box>
  );
}
