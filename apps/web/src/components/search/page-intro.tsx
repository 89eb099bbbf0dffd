import Typography from '@mui/material/Typography';

/** A search page's title and the paragraph under it. */
export function PageIntro({ heading, intro }: { heading: string; intro: string }) {
  return (
    <>
      <Typography variant="h1" gutterBottom sx={{ overflowWrap: 'anywhere' }}>
        {heading}
      </Typography>
      <Typography sx={{ mb: 3, maxWidth: '70ch' }}>{intro}</Typography>
    </>
  );
}
