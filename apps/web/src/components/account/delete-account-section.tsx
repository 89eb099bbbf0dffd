'use client';

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { FormMessageAlert } from '@/components/auth/form-message-alert';
import { FormTextField } from '@/components/auth/form-text-field';
import { SubmitButton } from '@/components/auth/submit-button';
import { useApiClient } from '@/lib/api-client/api-client-context';
import { accountT, authT } from '@/lib/auth/account-i18n';
import { deleteAccount } from '@/lib/auth/auth-api';
import { ACCOUNT_PATHS } from '@/lib/auth/auth-routes';
import { deleteAccountFormSchema } from '@/lib/auth/forms/account-form-schemas';
import { useApiForm } from '@/lib/auth/use-api-form';

/** Deletes the account after a confirmation dialog (saying the subscription ends at once and alerts stop) asking for the password, then goes home. */
export function DeleteAccountSection() {
  const api = useApiClient();
  const [open, setOpen] = useState(false);
  const { form, message, setMessage, onSubmit } = useApiForm({
    schema: deleteAccountFormSchema,
    defaultValues: { password: '' },
    onSubmit: async (values) => {
      await deleteAccount(api, values);
      window.location.assign(ACCOUNT_PATHS.home);
    },
  });

  function close() {
    setOpen(false);
    form.reset();
    setMessage(null);
  }

  return (
    <>
      <Typography variant="body1" sx={{ mb: 2 }}>
        {accountT('delete.intro')}
      </Typography>
      <Button variant="outlined" color="error" onClick={() => setOpen(true)}>
        {accountT('delete.open')}
      </Button>
      <Dialog open={open} onClose={close} aria-labelledby="delete-account-title" aria-describedby="delete-account-consequences delete-account-text">
        <Box component="form" noValidate onSubmit={onSubmit}>
          <DialogTitle id="delete-account-title">{accountT('delete.dialogTitle')}</DialogTitle>
          <DialogContent>
            <DialogContentText id="delete-account-consequences" sx={{ mb: 1 }}>
              {accountT('delete.consequences')}
            </DialogContentText>
            <DialogContentText id="delete-account-text">{accountT('delete.dialogText')}</DialogContentText>
            <FormMessageAlert message={message} />
            <FormTextField
              form={form}
              name="password"
              id="delete-account-password"
              label={authT('fields.password')}
              type="password"
              autoComplete="current-password"
              required
              autoFocus
            />
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button onClick={close}>{accountT('delete.cancel')}</Button>
            <SubmitButton pending={form.formState.isSubmitting} color="error" sx={{ mt: 0 }}>
              {accountT('delete.confirm')}
            </SubmitButton>
          </DialogActions>
        </Box>
      </Dialog>
    </>
  );
}
