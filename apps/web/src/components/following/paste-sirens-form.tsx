'use client';

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { AddCompaniesResult } from '@registre/domain';
import { useState, type FormEvent } from 'react';
import { isApiClientError } from '@/lib/api-client/api-client-error';
import { listsT, translateMessageKey } from '@/lib/auth/account-i18n';
import { MAX_PASTED_SIRENS, parsePastedSirens } from '@/lib/following/parse-pasted-sirens';

type Outcome = { severity: 'success' | 'warning' | 'error'; text: string; refused?: string };

/** Bulk add: a text area where SIRENs are pasted, sent in one request (up to 10,000). */
export function PasteSirensForm({ onAdd }: { onAdd: (sirens: string[]) => Promise<AddCompaniesResult> }) {
  const [text, setText] = useState('');
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const sirens = parsePastedSirens(text).slice(0, MAX_PASTED_SIRENS);
    if (sirens.length === 0) {
      setOutcome({ severity: 'error', text: listsT('paste.nothing') });
      return;
    }
    setPending(true);
    try {
      const result = await onAdd(sirens);
      const refused = result.refused.map((entry) => entry.siren);
      setOutcome({
        severity: refused.length > 0 ? 'warning' : 'success',
        text: listsT('paste.result', { added: result.added.length, already: result.already_in_list.length, refused: refused.length }),
        ...(refused.length > 0 ? { refused: listsT('paste.refused', { sirens: refused.slice(0, 50).join(', ') + (refused.length > 50 ? '…' : '') }) } : {}),
      });
      if (refused.length === 0) setText('');
    } catch (error) {
      const body = isApiClientError(error) ? error.body : null;
      const refused = body?.errors ? Object.keys(body.errors).map((field) => field.replace(/^sirens\./, '')) : [];
      setOutcome({
        severity: 'error',
        text: translateMessageKey(body?.message ?? 'errors:server.internal'),
        ...(refused.length > 0 && body?.message === 'errors:lists.no-known-company' ? { refused: listsT('paste.refused', { sirens: refused.slice(0, 50).join(', ') }) } : {}),
      });
    } finally {
      setPending(false);
    }
  };

  return (
    <Box component="form" onSubmit={(event) => void submit(event)} noValidate aria-labelledby="ajouter-des-entreprises">
      <Typography id="ajouter-des-entreprises" variant="h3" sx={{ fontSize: '1.125rem', mb: 1 }}>
        {listsT('paste.title')}
      </Typography>
      {outcome ? (
        <Alert severity={outcome.severity} sx={{ mb: 2 }} role="status">
          {outcome.text}
          {outcome.refused ? <Box sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>{outcome.refused}</Box> : null}
        </Alert>
      ) : null}
      <TextField
        label={listsT('paste.label')}
        helperText={listsT('paste.help')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        multiline
        minRows={3}
        maxRows={10}
        fullWidth
        slotProps={{ htmlInput: { spellCheck: false, inputMode: 'numeric' } }}
      />
      <Button type="submit" variant="contained" disabled={pending || text.trim() === ''} sx={{ mt: 1.5 }}>
        {listsT('paste.submit')}
      </Button>
    </Box>
  );
}
