#include "theme.h"

#include "preferences.h"

#include <QApplication>
#include <QPainter>
#include <QPalette>
#include <QProxyStyle>
#include <QStyle>
#include <QStyleOption>

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
// Fusion outlines check boxes and radio buttons in the window colour made darker: on a dark palette the
// outline of an unchecked box vanishes into its background. This draws a visible one over it.
class VisibleIndicatorStyle : public QProxyStyle
{
public:
    using QProxyStyle::QProxyStyle;

    void drawPrimitive(PrimitiveElement element, const QStyleOption* option, QPainter* painter,
                       const QWidget* widget) const override
    {
        QProxyStyle::drawPrimitive(element, option, painter, widget);
        if ((element != PE_IndicatorCheckBox && element != PE_IndicatorRadioButton) ||
            option->palette.color(QPalette::Window).lightness() >= 128)
            return;
        painter->save();
        painter->setRenderHint(QPainter::Antialiasing, element == PE_IndicatorRadioButton);
        QColor edge = option->palette.color(QPalette::Text);
        edge.setAlpha(option->state & State_Enabled ? 170 : 90);
        painter->setPen(QPen(edge, 1));
        painter->setBrush(Qt::NoBrush);
        const QRectF r = QRectF(option->rect).adjusted(0.5, 0.5, -0.5, -0.5);
        if (element == PE_IndicatorRadioButton)
            painter->drawEllipse(r);
        else
            painter->drawRect(r);
        painter->restore();
    }
};
} // namespace

bool isDark()
{
    return kDark.value();
}

void setDark(bool dark)
{
    kDark.setValue(dark);
    if (!dynamic_cast<VisibleIndicatorStyle*>(QApplication::style()))
        QApplication::setStyle(new VisibleIndicatorStyle(QApplication::style()->name()));
    QApplication::setPalette(dark ? darkPalette() : QApplication::style()->standardPalette());
}

} // namespace gp::ui::theme
