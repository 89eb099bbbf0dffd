'use client';

import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type ChangeEvent } from 'react';

export interface FileHashCheckTexts {
  label: string;
  button: string;
  computing: string;
  /** With `%format%`. */
  match: string;
  mismatch: string;
  /** With `%hash%`. */
  computed: string;
  unsupported: string;
}

type State = { step: 'idle' } | { step: 'computing' } | { step: 'done'; hash: string; format: string | null } | { step: 'unsupported' };

const hex = (buffer: ArrayBuffer) => [...new Uint8Array(buffer)].map((byte) => byte.toString(16).padStart(2, '0')).join('');

/**
 * Computes the SHA-256 of a file the visitor picks, in the browser (crypto.subtle: the file is
 * never sent), and says whether it is one of the files issued under the code.
 */
export function FileHashCheck({ files, texts }: { files: readonly { format: string; sha256: string }[]; texts: FileHashCheckTexts }) {
  const [state, setState] = useState<State>({ step: 'idle' });

  async function onChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) return;
    if (!globalThis.crypto?.subtle) {
      setState({ step: 'unsupported' });
      return;
    }
    setState({ step: 'computing' });
    const hash = hex(await crypto.subtle.digest('SHA-256', await file.arrayBuffer()));
    setState({ step: 'done', hash, format: files.find((f) => f.sha256 === hash)?.format ?? null });
  }

  return (
    <Stack spacing={1.5} sx={{ mt: 2 }}>
      <Typography variant="body2">{texts.label}</Typography>
      <div>
        <Button variant="outlined" component="label">
          {texts.button}
          <input type="file" hidden onChange={(event) => void onChange(event)} data-testid="verification-file" />
        </Button>
      </div>
      {state.step === 'computing' && <Typography variant="body2">{texts.computing}</Typography>}
      {state.step === 'unsupported' && <Alert severity="warning">{texts.unsupported}</Alert>}
      {state.step === 'done' && (
        <Alert severity={state.format ? 'success' : 'error'} role="status">
          {state.format ? texts.match.replace('%format%', state.format.toUpperCase()) : texts.mismatch}
          <Typography variant="caption" component="div" sx={{ wordBreak: 'break-all', mt: 0.5 }}>
            {texts.computed.replace('%hash%', state.hash)}
          </Typography>
        </Alert>
      )}
    </Stack>
  );
}
