import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';

import styles from './index.module.css';

// The template's homepage (hero + body); its feature cards are replaced by the SDK list.
const sections = [
  ['capacitor-sdk', 'Capacitor SDK'],
  ['attachments-sdk', 'Attachments SDK'],
  ['node-sdk', 'Node SDK'],
  ['react-native-sdk', 'React Native SDK'],
  ['react-sdk', 'React SDK'],
  ['tanstack-react-query-sdk', 'TanStack React Query SDK'],
  ['vue-sdk', 'Vue SDK'],
  ['web-sdk', 'Web SDK'],
];

function HomepageHeader() {
  const {siteConfig} = useDocusaurusContext();
  return (
    <header className={clsx('hero hero--primary', styles.heroBanner)}>
      <div className="container">
        <Heading as="h1" className="hero__title">
          {siteConfig.title}
        </Heading>
        <p className="hero__subtitle">{siteConfig.tagline}</p>
        <div className={styles.buttons}>
          <Link className="button button--secondary button--lg" to="/docs/react-native-sdk">
            Browse the API
          </Link>
        </div>
      </div>
    </header>
  );
}

export default function Home(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  return (
    <Layout title={siteConfig.title} description="API reference for every PowerSync JavaScript SDK">
      <HomepageHeader />
      <main className="container margin-vert--lg">
        <Heading as="h2">SDKs</Heading>
        <ul>
          {sections.map(([id, label]) => (
            <li key={id}>
              <Link to={`/docs/${id}`}>{label}</Link>
            </li>
          ))}
        </ul>
      </main>
    </Layout>
  );
}
