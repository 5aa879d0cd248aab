#pragma once

namespace gp::ui::theme {

// View → Dark Palette: a dark Fusion palette for the whole application, kept between runs. Qt 6.4 cannot
// ask the system for its colour scheme (QStyleHints::colorScheme is 6.5), so it is the user's choice.
bool isDark();
void setDark(bool dark);

} // namespace gp::ui::theme
