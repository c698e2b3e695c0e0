import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { useContext } from 'react';
import { ServedContactFormContext } from './served-contact-form';
import { acceptedDocuments, documentsFieldName } from './upload-documents';

const inputId = 'contact-documents';
const helpId = 'contact-documents-help';

/**
 * The lease, the deed, a division order or a photo of a check stub, sent with the request: a
 * plain file input, so it also works without JavaScript (the form then posts multipart). The
 * files are scanned and their photos' location data removed before anyone opens them.
 *
 * The browser's own picker button is dressed as the site's outlined button (`::file-selector-button`)
 * rather than replaced, so the chosen files' names still show with or without JavaScript.
 */
export function DocumentsField({ error }: { error?: string }) {
  const served = useContext(ServedContactFormContext);
  const servedError = (served?.errors as Record<string, string | undefined> | undefined)?.[
    documentsFieldName
  ];
  const shown = error ?? servedError;
  return (
    <FormControl fullWidth error={Boolean(shown)}>
      <FormLabel htmlFor={inputId}>Documents (optional)</FormLabel>
      <Box
        component="input"
        id={inputId}
        type="file"
        name={documentsFieldName}
        multiple
        accept={acceptedDocuments}
        aria-describedby={helpId}
        aria-invalid={shown ? true : undefined}
        sx={(theme) => ({
          mt: 1,
          font: 'inherit',
          fontSize: theme.typography.body2.fontSize,
          color: 'text.secondary',
          maxWidth: '100%',
          '&::file-selector-button': {
            font: 'inherit',
            fontWeight: 600,
            color: 'primary.main',
            backgroundColor: 'background.paper',
            border: '1px solid',
            borderColor: 'primary.main',
            borderRadius: `${theme.shape.borderRadius}px`,
            padding: '6px 16px',
            marginRight: 1.5,
            cursor: 'pointer',
          },
          '&:hover::file-selector-button': { backgroundColor: 'action.hover' },
          '&:focus-visible': {
            outline: `2px solid ${theme.palette.primary.main}`,
            outlineOffset: 2,
            borderRadius: `${theme.shape.borderRadius}px`,
          },
        })}
      />
      <FormHelperText id={helpId}>
        {shown ??
          'A lease, deed, division order or a photo of a check stub: PDF, JPEG, PNG or TIFF, up to 5 files of 20 MB. Only the consultant can open them.'}
      </FormHelperText>
    </FormControl>
  );
}
