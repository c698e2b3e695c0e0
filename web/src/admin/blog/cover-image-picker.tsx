import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

export interface PickedImage {
  id: string;
  alt: string;
  src: string;
}

/**
 * The post's own picture: a JPEG, PNG or WebP with its alt text, uploaded to the server (which
 * checks it, resizes it and removes its metadata). None: the category's illustration.
 */
export function CoverImagePicker({
  value,
  onChange,
}: {
  value: PickedImage | null;
  onChange: (image: PickedImage | null) => void;
}) {
  const [file, setFile] = useState<File | undefined>();
  const [alt, setAlt] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const [uploading, setUploading] = useState(false);

  const upload = async () => {
    if (!file) return;
    setUploading(true);
    setProblem(undefined);
    try {
      const response = await fetch(`/api/admin/blog/images?alt=${encodeURIComponent(alt)}`, {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'Content-Type': file.type || 'application/octet-stream' },
        body: file,
      });
      const body = (await response.json()) as PickedImage & {
        error?: string;
        fields?: Record<string, string>;
      };
      if (!response.ok) {
        setProblem(Object.values(body.fields ?? {})[0] ?? body.error ?? 'The upload failed.');
        return;
      }
      onChange({ id: body.id, alt: body.alt, src: body.src });
      setFile(undefined);
      setAlt('');
    } catch {
      setProblem('The upload failed. Check the connection and try again.');
    } finally {
      setUploading(false);
    }
  };

  return (
    <Box>
      <Typography variant="subtitle2" component="h2" sx={{ mb: 1 }}>
        Cover image
      </Typography>
      {value ? (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Box
            component="img"
            src={value.src}
            alt={value.alt}
            sx={{ width: 160, borderRadius: 1 }}
          />
          <Button onClick={() => onChange(null)}>Use the category image</Button>
        </Stack>
      ) : (
        <Stack spacing={1}>
          <Typography variant="body2" color="text.secondary">
            None: the category&apos;s illustration is shown.
          </Typography>
          <input
            type="file"
            accept="image/jpeg,image/png,image/webp"
            aria-label="Image file"
            onChange={(event) => setFile(event.target.files?.[0])}
          />
          <TextField
            size="small"
            label="Alt text (what the picture shows)"
            value={alt}
            onChange={(event) => setAlt(event.target.value)}
          />
          <Button
            variant="outlined"
            disabled={!file || alt.trim() === '' || uploading}
            onClick={() => void upload()}
            sx={{ alignSelf: 'flex-start' }}
          >
            Upload image
          </Button>
          {problem && <Alert severity="error">{problem}</Alert>}
        </Stack>
      )}
    </Box>
  );
}
