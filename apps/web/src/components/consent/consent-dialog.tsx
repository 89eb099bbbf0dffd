'use client';

import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { ConsentCategory, ConsentRecord } from '@/lib/consent/consent-record';
import { VisuallyHidden } from '@/components/ui/visually-hidden';
import { CONSENT_SECTIONS } from '@/lib/consent/consent-sections';
import consentTexts from '@/locales/fr/consent.json';
import { ConsentCookieTable } from './consent-cookie-table';

/** SPECIFICATION §9: the dialog's layer and width. */
export const CONSENT_DIALOG_Z_INDEX = 1105;
const CONSENT_DIALOG_MAX_WIDTH = 800;
const TITLE_ID = 'consent-dialog-title';

interface ConsentDialogProps {
  open: boolean;
  choice: ConsentRecord;
  onToggle: (category: ConsentCategory) => void;
  onReject: () => void;
  onSave: () => void;
  onClose: () => void;
}

/**
 * The customisation dialog (loaded on first opening only): one section per category, each with
 * its switch (the essentials' is on and disabled) and its cookie tables by group.
 */
export function ConsentDialog({ open, choice, onToggle, onReject, onSave, onClose }: ConsentDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={TITLE_ID}
      fullWidth
      maxWidth={false}
      scroll="paper"
      sx={{ zIndex: CONSENT_DIALOG_Z_INDEX }}
      slotProps={{ paper: { sx: { maxWidth: CONSENT_DIALOG_MAX_WIDTH } } }}
    >
      <DialogTitle id={TITLE_ID} component="h2">
        {consentTexts.modalTitle}
      </DialogTitle>
      <DialogContent dividers>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {consentTexts.modalIntro}
        </Typography>
        <Stack spacing={3}>
          {CONSENT_SECTIONS.map((section) => (
            <section key={section.name} aria-labelledby={`consent-section-${section.name}`}>
              <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
                <Typography id={`consent-section-${section.name}`} variant="h6" component="h3">
                  {section.title}
                </Typography>
                <FormControlLabel
                  labelPlacement="start"
                  label={
                    section.isNotSelectable ? (
                      <>
                        {consentTexts.alwaysOn}
                        <VisuallyHidden>{` : ${section.title}`}</VisuallyHidden>
                      </>
                    ) : (
                      <VisuallyHidden>{section.title}</VisuallyHidden>
                    )
                  }
                  slotProps={{ typography: { variant: 'body2' } }}
                  control={
                    <Switch
                      name={section.name}
                      checked={choice[section.name]}
                      disabled={section.isDisabled}
                      onChange={section.isNotSelectable ? undefined : () => onToggle(section.name)}
                    />
                  }
                />
              </Stack>
              <Typography variant="body2" color="text.secondary">
                {section.description}
              </Typography>
              {Object.entries(section.content).map(([group, cookies]) => (
                <ConsentCookieTable key={group} group={group} cookies={cookies} />
              ))}
            </section>
          ))}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2, gap: 1, flexWrap: 'wrap' }}>
        <Button onClick={onClose}>{consentTexts.modalClose}</Button>
        <Button variant="outlined" onClick={onReject}>
          {consentTexts.modalReject}
        </Button>
        <Button variant="contained" onClick={onSave}>
          {consentTexts.modalSave}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

