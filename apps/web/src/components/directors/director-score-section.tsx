import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { GRADES, type DirectorPoleScore } from '@registre/domain';
import { TitledSection } from '@/components/search/titled-section';
import { getT } from '@/i18n/get-t';

/** The person's aggregated pole score: overall grade, how it is made, and companies per grade (a table). */
export function DirectorScoreSection({ score }: { score: DirectorPoleScore }) {
  const t = getT('director');
  const { overall } = score;
  let body;
  if (score.companies_count === 0) body = <Typography>{t('score.noMandate')}</Typography>;
  else if (overall.grade === null) body = <Typography>{t('score.none')}</Typography>;
  else {
    body = (
      <>
        <Box component="dl" sx={{ display: 'flex', gap: 2, alignItems: 'baseline', m: 0, mb: 1 }}>
          <Typography component="dt" sx={{ fontWeight: 600 }}>
            {t('score.grade')}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontSize: '2rem', fontWeight: 700, lineHeight: 1 }}>
            {overall.grade}
          </Typography>
          {overall.points === null ? null : (
            <Typography component="dd" sx={{ m: 0 }} color="text.secondary">
              {t('score.points', { points: overall.points })}
            </Typography>
          )}
        </Box>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {t('score.explanation', { graded: score.graded_count, companies: score.companies_count })}
        </Typography>
        <Box component="table" sx={{ borderCollapse: 'collapse', '& th, & td': { px: 1.5, py: 0.5, borderBottom: 1, borderColor: 'divider', textAlign: 'center' } }}>
          <caption style={{ textAlign: 'left', fontWeight: 600 }}>{t('score.distributionCaption')}</caption>
          <thead>
            <tr>
              <th scope="row">{t('score.gradeColumn')}</th>
              {GRADES.map((grade) => (
                <th scope="col" key={grade}>
                  {grade}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">{t('score.countColumn')}</th>
              {GRADES.map((grade) => (
                <td key={grade}>{score.distribution[grade] ?? 0}</td>
              ))}
            </tr>
          </tbody>
        </Box>
      </>
    );
  }
  return (
    <TitledSection id="score" heading={t('score.heading')}>
      {body}
    </TitledSection>
  );
}
