// A throw-away page for the import bench and browser check: the real import control, nothing else.
// The values "Use these values" hands over are written into #applied for the check to read.
import { createRoot } from 'react-dom/client';
import './page.css';
import { ImportQuotePdf } from '../../../src/islands/import/ImportQuotePdf';

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <ImportQuotePdf
      onApply={(values) => {
        const out = document.createElement('pre');
        out.id = 'applied';
        out.textContent = JSON.stringify(values);
        document.body.append(out);
      }}
    />,
  );
}
