#include "theme.h"

#include "preferences.h"

#include <QApplication>
#include <QPalette>
#include <QStyle>

using namespace Qt::StringLiterals;

namespace gp::ui::theme {

namespace {
const Setting<bool> kDark{u"display/darkPalette"_s, false};

QPalette darkPalette()
{
    QPalette p;
    const QColor window(45, 47, 50), base(32, 33, 36), text(225, 225, 225), disabled(128, 128, 128);
    p.setColor(QPalette::Window, window);
    p.setColor(QPalette::WindowText, text);
    p.setColor(QPalette::Base, base);
    p.setColor(QPalette::AlternateBase, QColor(40, 42, 45));
    p.setColor(QPalette::ToolTipBase, window);
    p.setColor(QPalette::ToolTipText, text);
    p.setColor(QPalette::Text, text);
    p.setColor(QPalette::Button, window);
    p.setColor(QPalette::ButtonText, text);
    p.setColor(QPalette::BrightText, Qt::red);
    p.setColor(QPalette::Link, QColor(110, 170, 255));
    p.setColor(QPalette::Highlight, QColor(52, 110, 190));
    p.setColor(QPalette::HighlightedText, Qt::white);
    p.setColor(QPalette::PlaceholderText, disabled);
    for (auto role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText})
        p.setColor(QPalette::Disabled, role, disabled);
    return p;
}
} // namespace

bool isDark()
{
    return kDark.value();
}

void setDark(bool dark)
{
    kDark.setValue(dark);
    QApplication::setPalette(dark ? darkPalette() : QApplication::style()->standardPalette());
}

} // namespace gp::ui::theme
