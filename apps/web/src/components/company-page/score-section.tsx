import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { GRADES, formatDateFr, type PoleScore, type SubScore } from '@registre/domain';
import { AppLink } from '@/components/ui/app-link';
import { getT } from '@/i18n/get-t';
import { CompanySection } from './company-section';

const SUB_SCORES = [
  ['overall', 'score.overall'],
  ['financial_performance', 'score.financialPerformance'],
  ['resilience', 'score.resilience'],
  ['industrial_property', 'score.industrialProperty'],
] as const;

/** Grade colours, A green to F red; white text on each meets 4.5:1. */
const GRADE_COLOURS: Record<(typeof GRADES)[number], string> = {
  A: '#1b5e20',
  B: '#33691e',
  C: '#5d5d00',
  D: '#8a4b00',
  E: '#a33a00',
  F: '#b3261e',
};

function GradeValue({ score }: { score: SubScore }) {
  const t = getT('company');
  if (score.grade === null) {
    return (
      <>
        <Box component="span" sx={{ fontWeight: 700 }}>
          {t('score.notGraded')}
        </Box>
        {score.reason ? (
          <Box component="span" sx={{ display: 'block', color: 'text.secondary', fontSize: '0.875rem' }}>
            {t(`score.reasons.${score.reason}`)}
          </Box>
        ) : null}
      </>
    );
  }
  return (
    <>
      <Box
        component="span"
        sx={{ display: 'inline-block', minWidth: '2.5rem', textAlign: 'center', borderRadius: 1, px: 1, fontWeight: 700, fontSize: '1.5rem', color: '#fff', bgcolor: GRADE_COLOURS[score.grade] }}
      >
        {score.grade}
      </Box>
      {score.points !== null ? (
        <Box component="span" sx={{ display: 'block', color: 'text.secondary', fontSize: '0.875rem' }}>
          {t('score.points', { points: score.points })}
        </Box>
      ) : null}
      {score.capped_by ? (
        <Box component="span" sx={{ display: 'block', fontSize: '0.875rem' }}>
          {t('score.cappedByInsolvency')}
        </Box>
      ) : null}
    </>
  );
}

/** The pole score's four grades (A–F) with their meaning and why a grade is missing. */
export function ScoreSection({ score }: { score: PoleScore }) {
  const t = getT('company');
  const graded = SUB_SCORES.some(([key]) => score[key].grade !== null);
  return (
    <CompanySection id="score">
      {graded ? null : (
        <Typography variant="body1" color="text.secondary" sx={{ mb: 2 }}>
          {t('empty.score')}
        </Typography>
      )}
      <Box component="dl" sx={{ m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xxxs: '1fr', xs: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' } }}>
        {SUB_SCORES.map(([key, label]) => (
          <Box key={key} sx={{ border: '1px solid', borderColor: 'divider', borderRadius: 1, p: 1.5 }}>
            <Box component="dt" sx={{ color: 'text.secondary', fontSize: '0.875rem', mb: 0.5 }}>
              {t(label)}
            </Box>
            <Box component="dd" sx={{ m: 0 }}>
              <GradeValue score={score[key]} />
            </Box>
          </Box>
        ))}
      </Box>
      {score.fiscal_year_end ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
          {t('score.fiscalYear', { date: formatDateFr(score.fiscal_year_end) })}
        </Typography>
      ) : null}
      <Typography variant="h3" sx={{ fontSize: '1.125rem', fontWeight: 700, mt: 3, mb: 1 }}>
        {t('score.explanationTitle')}
      </Typography>
      <Typography variant="body2" sx={{ mb: 1, maxWidth: '75ch' }}>
        {t('score.explanation')}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 3, fontSize: '0.875rem' }}>
        {GRADES.map((grade) => (
          <li key={grade}>{t(`score.grades.${grade}`)}</li>
        ))}
      </Box>
      <Box sx={{ mt: 1.5 }}>
        <AppLink href="/pole-score" prefetch={false}>
          {t('score.learnMore')}
        </AppLink>
      </Box>
    </CompanySection>
  );
}
