/** `/reports`: the company's indicators (issue 14), built in `reports/indicators/`. */
export { default } from '../indicators/screens/indicators-screen.tsx';
