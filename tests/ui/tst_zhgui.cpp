// The window in Simplified Chinese, offscreen: every widget text of the main window (explorer, comparison,
// plan and charts tabs, menus, table headers), the scenario wizard and the settings dialog differs from the
// English the same window shows, unless it is a proper noun or a unit on the allow-list below.
#include "comparisonwidget.h"
#include "i18n.h"
#include "mainwindow.h"
#include "mainwindowtesting.h"
#include "offersortfilterproxy.h"
#include "offertablemodel.h"
#include "planwidget.h"
#include "scenariowizard.h"
#include "settingsdialog.h"
#include "testcatalog.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QComboBox>
#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QMenuBar>
#include <QRegularExpression>
#include <QScopeGuard>
#include <QSettings>
#include <QStandardPaths>
#include <QTabBar>
#include <QTableView>
#include <QTest>
#include <QTextDocument>
#include <QWizard>

using namespace Qt::StringLiterals;
using namespace gp;

namespace {

struct Text
{
    QString where; // class and object name, for the failure message
    QString text;
};

QString plain(const QString& s)
{
    if (!Qt::mightBeRichText(s))
        return s;
    QTextDocument d;
    d.setHtml(s);
    return d.toPlainText();
}

// Every text a user reads on the widget tree, in creation order (the same in both languages).
QList<Text> texts(QWidget* root)
{
    QList<Text> out;
    auto add = [&](const QObject* o, const QString& s) {
        QString t = plain(s);
        t.remove(u'&');
        if (!t.trimmed().isEmpty())
            out << Text{QString::fromLatin1(o->metaObject()->className()) + u' ' + o->objectName(),
                        t.trimmed()};
    };
    QList<QWidget*> widgets{root};
    widgets += root->findChildren<QWidget*>();
    for (QWidget* w : widgets) {
        if (!w->windowTitle().isEmpty() && w->isWindow())
            add(w, w->windowTitle());
        if (!w->toolTip().isEmpty())
            add(w, w->toolTip());
        if (auto* l = qobject_cast<QLabel*>(w))
            add(l, l->text());
        else if (auto* b = qobject_cast<QAbstractButton*>(w))
            add(b, b->text());
        else if (auto* g = qobject_cast<QGroupBox*>(w))
            add(g, g->title());
        else if (auto* e = qobject_cast<QLineEdit*>(w); e && !qobject_cast<QComboBox*>(w->parentWidget()))
            add(e, e->placeholderText());
        else if (auto* t = qobject_cast<QTabBar*>(w)) {
            for (int i = 0; i < t->count(); ++i)
                add(t, t->tabText(i));
        } else if (auto* c = qobject_cast<QComboBox*>(w)) {
            if (c->objectName() != u"displayCurrency"_s && c->objectName() != u"language"_s)
                for (int i = 0; i < c->count() && i < 12; ++i)
                    add(c, c->itemText(i));
        } else if (auto* p = qobject_cast<QWizardPage*>(w)) {
            add(p, p->title());
            add(p, p->subTitle());
        } else if (auto* v = qobject_cast<QAbstractItemView*>(w);
                   v && v->model() && !qobject_cast<QListWidget*>(w)) {
            for (int col = 0; col < v->model()->columnCount(); ++col)
                add(v, v->model()->headerData(col, Qt::Horizontal).toString());
        } else if (auto* m = qobject_cast<QMenu*>(w)) {
            add(m, m->title());
            for (QAction* a : m->actions()) {
                if (!a->isSeparator() && !a->menu())
                    add(a, a->text());
            }
        }
    }
    return out;
}

QSet<QString>& regionIds()
{
    static QSet<QString> r;
    return r;
}

// Proper nouns, units and technical names that read the same in Chinese; region ids are catalog data.
bool sameInBothLanguages(const QString& text)
{
    if (regionIds().contains(text))
        return true;
    static const QSet<QString> words{
        u"GPU"_s, u"GPUs"_s, u"BF16"_s, u"FP16"_s, u"FP32"_s, u"FP64"_s, u"FP8"_s, u"TF32"_s, u"INT8"_s,
        u"TFLOPS"_s, u"TOPS"_s, u"PFLOPS"_s, u"USD"_s, u"CNY"_s, u"EUR"_s, u"NVLink"_s, u"NVSwitch"_s,
        u"RDMA"_s, u"EFA"_s, u"InfiniBand"_s, u"RoCE"_s, u"eRDMA"_s, u"vCPU"_s, u"GB"_s, u"GiB"_s, u"Gbps"_s,
        u"PCIe"_s, u"AMD"_s, u"NVIDIA"_s, u"Intel"_s, u"Ctrl"_s, u"CSV"_s, u"PDF"_s, u"PNG"_s, u"SVG"_s,
        u"JSON"_s, u"SkyPilot"_s, u"AWS"_s, u"Azure"_s, u"Planner"_s, u"Tensor"_s, u"Infinity"_s, u"Fabric"_s,
        u"US"_s, u"CN"_s, u"English"_s, u"h"_s, u"s"_s, u"Shift"_s, u"Del"_s, u"Esc"_s, u"F"_s, u"D"_s,
        u"E"_s, u"N"_s, u"O"_s, u"S"_s, u"P"_s, u"Q"_s, u"Z"_s, u"Y"_s, u"C"_s, u"T"_s, u"A"_s, u"Trainium"_s,
        u"Inferentia"_s,
        // Model names (the wizard's presets) and the LoRA method are proper names.
        u"Llama"_s, u"Mistral"_s, u"Mixtral"_s, u"DeepSeek"_s, u"MoE"_s, u"LoRA"_s, u"B"_s};
    // Catalog data: an instance id with its region ("aws/p5.48xlarge\nus-east-1").
    static const QRegularExpression id(u"^[a-z0-9-]+/[\\w.\\-]+(\\n[\\w-]+)?$"_s);
    if (id.match(text).hasMatch())
        return true;
    // Every word a listed one, a model or part number (has a digit) or an acronym (SXM, HBM, JPY).
    static const QRegularExpression tokens(u"[A-Za-z][A-Za-z0-9]*"_s);
    static const QRegularExpression acronym(u"^[A-Z]{2,4}$"_s);
    for (auto it = tokens.globalMatch(text); it.hasNext();) {
        const QString w = it.next().captured(0);
        if (!words.contains(w) && !w.contains(QRegularExpression(u"\\d"_s)) && !acronym.match(w).hasMatch() &&
            w != u"Instinct"_s && w != u"Gaudi"_s && w != u"Ada"_s)
            return false;
    }
    return true;
}

} // namespace

class TestZhGui : public QObject
{
    Q_OBJECT

private:
    // The surfaces of the issue, built the same way in the current language.
    QList<Text> allTexts()
    {
        IssueList issues;
        Catalog catalog = loadSnapshotCatalog(&issues);
        for (const QString& r : catalog.regions())
            regionIds().insert(r);
        auto w = std::make_unique<ui::MainWindow>(std::move(catalog), issues);
        w->show();
        if (!QTest::qWaitForWindowExposed(w.get()))
            qFatal("window not exposed");
        // Two offers compared and one planned, so the comparison and the plan have their tables.
        QTableView* v = w->tableView();
        // The first row current now, so the window's own first-row selection after its first paint (a posted
        // event that may or may not have run by here) leaves the two rows below selected in both languages.
        v->setCurrentIndex(v->model()->index(0, 0));
        for (int r : {0, 1})
            v->selectionModel()->select(v->model()->index(r, 0),
                                        QItemSelectionModel::Select | QItemSelectionModel::Rows);
        w->compareSelection();
        w->tabs()->setCurrentIndex(ui::MainWindow::ExplorerTab);
        w->addSelectionToPlan();
        QList<Text> out = texts(w.get());
        for (QMenu* m : w->menuBar()->findChildren<QMenu*>())
            out += texts(m);
        ui::ScenarioWizard* wizard = w->showScenarioWizard();
        out += texts(wizard);
        ui::SettingsDialog settings(w->model()->preferences(), snapshotRates(), w->catalog());
        out += texts(&settings);
        wizard->close();
        return out;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setApplicationName(u"gpu-planner-test"_s);
        QSettings(settingsScope(), settingsScope()).clear();
    }

    void everyVisibleTextIsTranslated()
    {
        i18n::install(u"en"_s);
        const QList<Text> english = allTexts();
        i18n::install(u"zh_CN"_s);
        const QList<Text> chinese = allTexts();
        i18n::install(u"en"_s);
        if (chinese.size() != english.size()) {
            QStringList en, zh;
            for (const Text& t : english)
                en << t.where;
            for (const Text& t : chinese)
                zh << t.where;
            for (const QString& w : std::as_const(en))
                zh.removeOne(w);
            for (const Text& t : chinese)
                en.removeOne(t.where);
            qWarning("only in English: %s\nonly in Chinese: %s", qPrintable(en.join(u", "_s)),
                     qPrintable(zh.join(u", "_s)));
        }
        QCOMPARE(chinese.size(), english.size());
        QVERIFY2(english.size() > 300, "the surfaces hold their texts");
        QStringList untranslated;
        int cjk = 0;
        static const QRegularExpression han(u"\\p{Han}"_s);
        for (qsizetype i = 0; i < english.size(); ++i) {
            QCOMPARE(chinese[i].where, english[i].where);
            if (chinese[i].text.contains(han))
                ++cjk;
            if (chinese[i].text == english[i].text && !sameInBothLanguages(english[i].text))
                untranslated << english[i].where + u": "_s + english[i].text;
        }
        untranslated.removeDuplicates();
        QVERIFY2(untranslated.isEmpty(),
                 qPrintable(u"%1 text(s) still in English:\n"_s.arg(untranslated.size()) +
                            untranslated.join(u'\n')));
        QVERIFY2(cjk > 250, qPrintable(QString::number(cjk)));
    }

    // Provider names as users in China know them, in pinyin order.
    // The translation keeps one mnemonic per menu, tab and entry, as the English does.
    void menusAndTabsHaveOneMnemonicEachInChinese()
    {
        i18n::install(u"zh_CN"_s);
        const auto restore = qScopeGuard([] { i18n::install(u"en"_s); });
        auto w = mainwindowtesting::makeWindow();
        const QStringList clashes = mainwindowtesting::mnemonicClashes(*w);
        QVERIFY2(clashes.isEmpty(), qPrintable(clashes.join(u'\n')));
    }

    void providersInPinyinOrder()
    {
        i18n::install(u"zh_CN"_s);
        IssueList issues;
        const Catalog c = loadSnapshotCatalog(&issues);
        QStringList names;
        for (const Provider& p : c.providersByName())
            names << p.name;
        // The explorer sorted by provider: the same order.
        auto w = std::make_unique<ui::MainWindow>(loadSnapshotCatalog(&issues), issues);
        w->tableView()->sortByColumn(ui::OfferTableModel::Provider, Qt::AscendingOrder);
        QStringList column;
        for (int r = 0; r < w->proxy()->rowCount(); ++r) {
            const QString p = w->proxy()->index(r, ui::OfferTableModel::Provider).data().toString();
            if (column.isEmpty() || column.last() != p)
                column << p;
        }
        w.reset();
        i18n::install(u"en"_s);
        QCOMPARE(column, names);
        QCOMPARE(names, (QStringList{u"阿里云"_s, u"谷歌云"_s, u"华为云"_s, u"腾讯云"_s, u"微软 Azure"_s,
                                     u"亚马逊云科技 AWS"_s}));
    }
};

QTEST_MAIN(TestZhGui)
#include "tst_zhgui.moc"
