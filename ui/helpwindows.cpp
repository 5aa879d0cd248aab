#include "helpwindows.h"

#include <QAction>
#include <QDialogButtonBox>
#include <QDir>
#include <QHeaderView>
#include <QMainWindow>
#include <QMenuBar>
#include <QPushButton>
#include <QTabWidget>
#include <QTableWidget>
#include <QTextBrowser>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace gp::ui {

namespace {

// "Save Plan &As…" as a person reads it: "Save Plan As…".
QString plainText(const QString& text)
{
    QString out;
    for (qsizetype i = 0; i < text.size(); ++i) {
        if (text[i] == u'&' && i + 1 < text.size()) {
            ++i; // "&&" is a literal ampersand, "&X" marks X
        }
        out += text[i];
    }
    return out;
}

// The letter after a single '&', upper case; null when there is none.
QChar mnemonic(const QString& text)
{
    for (qsizetype i = 0; i + 1 < text.size(); ++i) {
        if (text[i] != u'&')
            continue;
        if (text[i + 1] != u'&')
            return text[i + 1].toUpper();
        ++i;
    }
    return {};
}

} // namespace

QStringList UserGuideDialog::pages()
{
    QStringList names = QDir(u":/guide"_s).entryList({u"*.md"_s}, QDir::Files, QDir::Name);
    names.removeAll(u"gui.md"_s);
    names.prepend(u"gui.md"_s);
    return names;
}

UserGuideDialog::UserGuideDialog(QWidget* parent) : QDialog(parent)
{
    setWindowTitle(tr("GPU Planner User Guide"));
    resize(900, 700);
    m_browser = new QTextBrowser(this);
    m_browser->setOpenExternalLinks(true);
    m_browser->setSearchPaths({u":/guide"_s});
    m_browser->setSource(QUrl(u"qrc:/guide/gui.md"_s), QTextDocument::MarkdownResource);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    QPushButton* back = buttons->addButton(tr("&Back"), QDialogButtonBox::ActionRole);
    QPushButton* home = buttons->addButton(tr("&Contents"), QDialogButtonBox::ActionRole);
    back->setEnabled(false);
    connect(m_browser, &QTextBrowser::backwardAvailable, back, &QPushButton::setEnabled);
    connect(back, &QPushButton::clicked, m_browser, &QTextBrowser::backward);
    connect(home, &QPushButton::clicked, m_browser, &QTextBrowser::home);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_browser);
    layout->addWidget(buttons);
}

KeyboardShortcutsDialog::KeyboardShortcutsDialog(QMainWindow& window, QWidget* parent) : QDialog(parent)
{
    setWindowTitle(tr("Keyboard Shortcuts"));
    resize(560, 620);
    QList<std::pair<QString, QString>> rows; // keys, action
    QStringList seen;
    for (const QAction* a : window.findChildren<QAction*>()) {
        if (a->shortcuts().isEmpty() || a->text().isEmpty())
            continue;
        QStringList keys;
        for (const QKeySequence& k : a->shortcuts())
            keys << k.toString(QKeySequence::NativeText);
        const QString key = keys.join(u", "_s);
        if (seen.contains(key + a->text()))
            continue;
        seen << key + a->text();
        rows.append({key, plainText(a->text())});
    }
    std::sort(rows.begin(), rows.end(), [](const auto& x, const auto& y) { return x.second < y.second; });
    for (const QAction* a : window.menuBar()->actions()) {
        if (const QChar m = mnemonic(a->text()); !m.isNull())
            rows.append({u"Alt+"_s + m, tr("the %1 menu").arg(plainText(a->text()))});
    }
    if (const auto* tabs = qobject_cast<const QTabWidget*>(window.centralWidget())) {
        for (int i = 0; i < tabs->count(); ++i) {
            if (const QChar m = mnemonic(tabs->tabText(i)); !m.isNull())
                rows.append({u"Alt+"_s + m, tr("the %1 tab").arg(plainText(tabs->tabText(i)))});
        }
    }

    m_table = new QTableWidget(int(rows.size()), 2, this);
    m_table->setHorizontalHeaderLabels({tr("Keys"), tr("Action")});
    m_table->verticalHeader()->hide();
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    for (int r = 0; r < rows.size(); ++r) {
        m_table->setItem(r, 0, new QTableWidgetItem(rows[r].first));
        m_table->setItem(r, 1, new QTableWidgetItem(rows[r].second));
    }
    m_table->resizeColumnsToContents();
    m_table->horizontalHeader()->setStretchLastSection(true);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_table);
    layout->addWidget(buttons);
}

} // namespace gp::ui
