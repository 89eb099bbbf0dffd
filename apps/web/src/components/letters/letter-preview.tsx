import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ComposedLetter } from '@registre/domain';
import { Fragment } from 'react';

const PLACEHOLDER = /(\[[^\]]+\])/g;

/** A line whose bracketed placeholders (what is left to fill) are marked. */
function Line({ text }: { text: string }) {
  return (
    <>
      {text.split(PLACEHOLDER).map((part, i) =>
        PLACEHOLDER.test(part) ? (
          <Box key={i} component="mark" sx={{ bgcolor: 'warning.light', color: 'text.primary', px: 0.25, borderRadius: 0.5 }}>
            {part}
          </Box>
        ) : (
          <Fragment key={i}>{part}</Fragment>
        ),
      )}
    </>
  );
}

function Lines({ lines, align = 'left' }: { lines: readonly string[]; align?: 'left' | 'right' }) {
  if (lines.length === 0) return null;
  return (
    <Typography component="div" variant="body2" sx={{ mb: 2, textAlign: align, whiteSpace: 'pre-line' }}>
      {lines.map((line, i) => (
        <div key={i}>
          <Line text={line} />
        </div>
      ))}
    </Typography>
  );
}

/**
 * The letter as the PDF and the DOCX will hold it (the same composed model): sender, recipient,
 * place and date, subject, body, signature.
 */
export function LetterPreview({ letter, subjectLabel }: { letter: ComposedLetter; subjectLabel: (subject: string) => string }) {
  return (
    <Box data-testid="letter-preview" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: { xxxs: 2, md: 3 }, bgcolor: 'background.paper', fontFamily: 'serif', overflowWrap: 'anywhere' }}>
      <Typography component="p" variant="h3" sx={{ fontSize: '1.125rem', fontWeight: 700, mb: 2, textAlign: 'center' }}>
        {letter.title}
      </Typography>
      <Lines lines={letter.from} />
      <Lines lines={letter.to} align="right" />
      <Lines lines={[letter.placeDate, ...(letter.sendMode ? [letter.sendMode] : [])]} align="right" />
      {letter.subject ? (
        <Typography variant="body2" sx={{ fontWeight: 700, mb: 2 }}>
          <Line text={subjectLabel(letter.subject)} />
        </Typography>
      ) : null}
      {letter.paragraphs.map((paragraph, i) => (
        <Typography key={i} variant="body2" sx={{ mb: 1.5, whiteSpace: 'pre-line' }}>
          <Line text={paragraph} />
        </Typography>
      ))}
      <Lines lines={letter.signature} align="right" />
    </Box>
  );
}
