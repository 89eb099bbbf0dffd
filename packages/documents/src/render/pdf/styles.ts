import { StyleSheet } from '@react-pdf/renderer';
import { FONT_FAMILY } from './fonts';

export const GREY = '#5b6470';
export const LIGHT = '#eef1f5';
export const RULE = '#d5dbe3';
export const INK = '#1d232b';
/** A4 in points (portrait). The frame is placed from the top: react-pdf 4 drops a fixed view placed with `bottom`. */
export const A4 = { width: 595.28, height: 841.89 };

export function pdfStyles(accent: string) {
  return StyleSheet.create({
    page: { fontFamily: FONT_FAMILY, fontSize: 8.5, color: INK, paddingTop: 54, paddingBottom: 62, paddingHorizontal: 40, lineHeight: 1.35 },
    top: { flexDirection: 'row', justifyContent: 'space-between', marginBottom: 12 },
    titleBox: { paddingRight: 12 },
    title: { fontSize: 17, fontWeight: 'bold', color: accent, marginBottom: 4, lineHeight: 1.2 },
    subtitle: { fontSize: 9, color: GREY, marginBottom: 6 },
    issue: { fontSize: 8, color: INK },
    qrBox: { width: 105, alignItems: 'center' },
    qr: { width: 74, height: 74 },
    qrCaption: { fontSize: 6.5, color: GREY, textAlign: 'center', marginTop: 2 },
    identity: { borderWidth: 0.75, borderColor: RULE, backgroundColor: LIGHT, padding: 8, marginBottom: 12 },
    identityName: { fontSize: 12, fontWeight: 'bold', marginBottom: 4 },
    section: { marginBottom: 12 },
    sectionHeading: { fontSize: 11, fontWeight: 'bold', color: accent, borderBottomWidth: 0.75, borderBottomColor: accent, paddingBottom: 2, marginBottom: 3 },
    sources: { fontSize: 7, color: GREY, marginBottom: 5 },
    fieldRow: { flexDirection: 'row', paddingVertical: 1.5, borderBottomWidth: 0.25, borderBottomColor: RULE },
    fieldLabel: { width: '34%', color: GREY, paddingRight: 6 },
    fieldValue: { width: '66%' },
    paragraph: { marginBottom: 5 },
    notice: { backgroundColor: LIGHT, padding: 6, fontSize: 7.5, color: GREY, marginTop: 4, marginBottom: 4 },
    table: { marginBottom: 6 },
    tableCaption: { fontSize: 8.5, fontWeight: 'bold', marginTop: 2, marginBottom: 3 },
    headRow: { flexDirection: 'row', backgroundColor: LIGHT, borderBottomWidth: 0.75, borderBottomColor: accent },
    row: { flexDirection: 'row', borderBottomWidth: 0.25, borderBottomColor: RULE },
    headCell: { fontSize: 7, fontWeight: 'bold', paddingVertical: 3, paddingHorizontal: 3 },
    cell: { fontSize: 7, paddingVertical: 2, paddingHorizontal: 3 },
    empty: { fontSize: 8, color: GREY, marginBottom: 6 },
    gradeRow: { flexDirection: 'row', alignItems: 'center', marginBottom: 6 },
    gradeBadge: { width: 30, height: 30, borderRadius: 4, alignItems: 'center', justifyContent: 'center', marginRight: 8 },
    gradeLetter: { fontSize: 16, fontWeight: 'bold', color: '#ffffff' },
    gradeLabel: { fontSize: 9.5, fontWeight: 'bold' },
    gradeCaption: { fontSize: 8, color: GREY },
    chart: { marginBottom: 10 },
    chartTitle: { fontSize: 8.5, fontWeight: 'bold', marginBottom: 2 },
    legendRow: { flexDirection: 'row', marginTop: 2 },
    legendItem: { flexDirection: 'row', alignItems: 'center', marginRight: 12 },
    legendSwatch: { width: 8, height: 8, marginRight: 3 },
    legendText: { fontSize: 7, color: GREY },
    letterBody: { fontSize: 10, lineHeight: 1.5 },
  });
}

export type PdfStyles = ReturnType<typeof pdfStyles>;

export const GRADE_COLORS: Record<string, string> = {
  A: '#1a7f37',
  B: '#4c9a2a',
  C: '#b8a200',
  D: '#d98200',
  E: '#d4561c',
  F: '#b42318',
};

export const SERIES_COLORS = ['#1f4e8c', '#d98200', '#1a7f37', '#b42318'];
