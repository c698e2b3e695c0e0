import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useField } from 'formik';
import { useEffect, useState } from 'react';
import type { LinkableSection } from '@landman/content';

/** The site's pages and sections, loaded once, the first time a form needs them. */
let loading: Promise<readonly LinkableSection[]> | undefined;
function loadSiteSections(): Promise<readonly LinkableSection[]> {
  loading ??= import('./site-sections').then((module) => module.siteSections);
  return loading;
}

function useSiteSections(): readonly LinkableSection[] {
  const [sections, setSections] = useState<readonly LinkableSection[]>([]);
  useEffect(() => {
    let current = true;
    void loadSiteSections().then((loaded) => {
      if (current) setSections(loaded);
    });
    return () => {
      current = false;
    };
  }, []);
  return sections;
}

/**
 * The optional link of a taught answer: pick a page or section of the site by its title, or type
 * a path (a blog post, say). The Formik field holds the path.
 */
export function PageSectionField({ name, id }: { name: string; id: string }) {
  const [field, meta, helpers] = useField<string>(name);
  const sections = useSiteSections();
  const chosen = sections.find((section) => section.href === field.value);
  const showError = meta.touched && Boolean(meta.error);
  return (
    <Autocomplete
      id={id}
      freeSolo
      options={sections as LinkableSection[]}
      groupBy={(section) => section.page}
      getOptionLabel={(option) => (typeof option === 'string' ? option : option.href)}
      renderOption={(props, option) => {
        const { key, ...rest } = props;
        return (
          <li key={key} {...rest}>
            {option.label}
          </li>
        );
      }}
      filterOptions={(options, state) => {
        const words = state.inputValue.toLowerCase().split(/\s+/).filter(Boolean);
        return options
          .filter((option) => {
            const text = `${option.label} ${option.href}`.toLowerCase();
            return words.every((word) => text.includes(word));
          })
          .slice(0, 60);
      }}
      value={field.value || null}
      inputValue={field.value ?? ''}
      onInputChange={(_event, value) => void helpers.setValue(value)}
      onChange={(_event, value) =>
        void helpers.setValue(typeof value === 'string' ? value.trim() : (value?.href ?? ''))
      }
      onBlur={() => void helpers.setTouched(true)}
      isOptionEqualToValue={(option, value) =>
        option.href === (typeof value === 'string' ? value : value.href)
      }
      renderInput={(params) => (
        <TextField
          {...params}
          name={name}
          label="Link to a page section (optional)"
          error={showError}
          helperText={
            showError
              ? meta.error
              : (chosen?.label ??
                'Type a few words of a page or section title to pick it, or its path.')
          }
        />
      )}
    />
  );
}
