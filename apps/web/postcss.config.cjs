// Mantine's PostCSS preset: rem(), light-dark(), breakpoint variables in CSS modules.
module.exports = {
  plugins: {
    'postcss-preset-mantine': {},
  },
};
