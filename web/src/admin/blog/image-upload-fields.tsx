import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { type UploadedImage, uploadBlogImage } from './upload-image';

/**
 * A picture and its required alt text, sent to the server (JPEG, PNG or WebP; the server checks
 * the bytes, resizes the picture and removes its metadata).
 */
export function ImageUploadFields({
  fileLabel,
  altLabel,
  buttonLabel,
  onUploaded,
}: {
  fileLabel: string;
  altLabel: string;
  buttonLabel: string;
  onUploaded: (image: UploadedImage) => void;
}) {
  const [file, setFile] = useState<File | undefined>();
  const [fileKey, setFileKey] = useState(0);
  const [alt, setAlt] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const [uploading, setUploading] = useState(false);

  const upload = async () => {
    if (!file) return;
    setUploading(true);
    setProblem(undefined);
    const result = await uploadBlogImage(file, alt);
    setUploading(false);
    if ('problem' in result) {
      setProblem(result.problem);
      return;
    }
    setFile(undefined);
    setFileKey((key) => key + 1);
    setAlt('');
    onUploaded(result.image);
  };

  return (
    <Stack spacing={1}>
      <input
        key={fileKey}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        aria-label={fileLabel}
        onChange={(event) => setFile(event.target.files?.[0])}
      />
      <TextField
        size="small"
        label={altLabel}
        value={alt}
        onChange={(event) => setAlt(event.target.value)}
      />
      <Button
        variant="outlined"
        disabled={!file || alt.trim() === '' || uploading}
        onClick={() => void upload()}
        sx={{ alignSelf: 'flex-start' }}
      >
        {buttonLabel}
      </Button>
      {problem && <Alert severity="error">{problem}</Alert>}
    </Stack>
  );
}
