import Box from '@mui/material/Box';

/**
 * An article's body: HTML rendered and sanitised by the API's content engine (headings with
 * anchors, tables, footnotes, French typography), styled for reading.
 */
export function ArticleBody({ html }: { html: string }) {
  return (
    <Box
      className="article-body"
      sx={{
        maxWidth: '72ch',
        lineHeight: 1.7,
        overflowWrap: 'break-word',
        '& > :first-child': { mt: 0 },
        '& h2': { fontSize: { xxxs: '1.35rem', md: '1.6rem' }, mt: 5, mb: 1.5, lineHeight: 1.3, scrollMarginTop: '5rem' },
        '& h3': { fontSize: { xxxs: '1.1rem', md: '1.25rem' }, mt: 3.5, mb: 1, scrollMarginTop: '5rem' },
        '& p, & ul, & ol': { my: 1.5 },
        '& li': { my: 0.5 },
        '& .heading-anchor': { ml: 1, color: 'text.secondary', textDecoration: 'none', opacity: 0, fontWeight: 400 },
        '& h2:hover .heading-anchor, & h3:hover .heading-anchor, & .heading-anchor:focus': { opacity: 1 },
        '& blockquote': { borderLeft: 4, borderColor: 'primary.main', m: 0, my: 2, pl: 2, color: 'text.secondary' },
        '& table': { display: 'block', overflowX: 'auto', borderCollapse: 'collapse', my: 2.5, fontSize: '0.95rem', maxWidth: '100%' },
        '& th, & td': { border: 1, borderColor: 'divider', px: 1.5, py: 1, textAlign: 'left', verticalAlign: 'top' },
        '& th': { bgcolor: 'action.hover', fontWeight: 700 },
        '& code': { fontFamily: 'monospace', bgcolor: 'action.hover', px: 0.5, borderRadius: 0.5 },
        '& .footnotes': { mt: 5, pt: 2, borderTop: 1, borderColor: 'divider', fontSize: '0.9rem' },
        // Footnotes' label, for screen readers only (1px: in sx a width of 1 would be 100 %).
        '& .sr-only': { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' },
        '& a': { color: 'primary.main' },
      }}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
