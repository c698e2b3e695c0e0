import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { site } from '@landman/content';
import { PersonMark } from '../../components/person/person-mark';

/** Who wrote the article (every post has the one author). */
export function AuthorCard() {
  return (
    <Card variant="outlined" component="aside" aria-labelledby="author-name" sx={{ my: 6 }}>
      <CardContent sx={{ p: 3 }}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={3}
          sx={{ alignItems: 'flex-start' }}
        >
          <PersonMark size={72} />
          <div>
            <Typography variant="overline" color="text.secondary" component="p">
              About the author
            </Typography>
            <Typography id="author-name" variant="h6" component="h2">
              {site.name}
            </Typography>
            <Typography variant="subtitle2" component="p" color="text.secondary" gutterBottom>
              {site.role}
            </Typography>
            <Typography variant="body2" sx={{ mt: 1 }}>
              {site.name} works leases, title, curative and suspended-royalty problems for owners,
              operators and investors across Texas, Oklahoma, New Mexico and Louisiana, drawing on
              experience from a land services firm before going independent. These articles answer
              the questions clients ask most: what a clause really costs, why a payment stopped, and
              what it takes to get it moving again.{' '}
              <Link component={RouterLink} to="/about">
                More about {site.name}
              </Link>
            </Typography>
          </div>
        </Stack>
      </CardContent>
    </Card>
  );
}
